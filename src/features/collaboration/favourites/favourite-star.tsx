// The star beside every entry and in the detail: a real toggle button, light on purpose (the
// write and the service's client load on first use and after the first screen).
import { useAtomValue, useStore } from 'jotai'
import type { MouseEvent } from 'react'
import { iconPaths } from '@/components/ui/icon-paths'
import { favouriteIdsAtom } from './favourites-state'
import './favourite-star.css'

/** Filled or outlined by favourite-star.css. */
export function FavouriteStar({ eventId }: { eventId: string }) {
  const store = useStore()
  const on = useAtomValue(favouriteIdsAtom).has(eventId)
  const label = on ? 'Favorit entfernen' : 'Als Favorit markieren'
  const toggle = (event: MouseEvent) => {
    // Beside a link, inside a clickable cell: the star never opens the entry.
    event.preventDefault()
    event.stopPropagation()
    void import('./write-favourite').then(({ writeFavourites }) =>
      writeFavourites(store, [eventId], !on),
    )
  }
  return (
    <button
      type="button"
      className="favourite-star"
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={iconPaths.star} />
      </svg>
    </button>
  )
}
