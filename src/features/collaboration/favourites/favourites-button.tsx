// „Favoriten“ in the header, with the live count; opens the list (loaded on demand).
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { iconPaths } from '@/components/ui/icon-paths'
import { onDemand } from '@/lib/react/on-demand'
import { favouriteIdsAtom } from './favourites-state'
import './favourite-star.css'

const favouritesDialog = onDemand(() => import('./favourites-dialog'))

export function FavouritesButton() {
  const count = useAtomValue(favouriteIdsAtom).size
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="favourites-button"
        data-tour="favourites"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void favouritesDialog.preload()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={iconPaths.star} />
        </svg>
        <span className="visually-hidden-on-phone">Favoriten</span>
        {count > 0 && <span className="favourites-count"> {count}</span>}
      </button>
      {open && <favouritesDialog.Component onClose={() => setOpen(false)} />}
    </>
  )
}
