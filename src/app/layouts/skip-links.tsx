// The skip links at the start of every page, and the agenda's keyboard shortcuts: "/" to the
// search, Alt+Shift+E to the entries (docs/product.md#keyboard).
import { useEffect, type MouseEvent } from 'react'
import {
  focusResults,
  focusSearch,
  RESULTS_TARGET_ID,
  SEARCH_TARGET_ID,
} from '@/components/ui/skip-targets'

/** A skip link that moves focus itself: the address keeps no fragment and focus lands inside. */
function SkipLink({
  target,
  focus,
  label,
}: {
  target: string
  focus: () => boolean
  label: string
}) {
  const onClick = (event: MouseEvent) => {
    if (focus()) event.preventDefault()
  }
  return (
    <a className="skip-link" href={`#${target}`} onClick={onClick}>
      {label}
    </a>
  )
}

const focusMain = () => {
  const main = document.getElementById('main')
  main?.focus()
  return main !== null
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

export function useAgendaShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey) return
      // "/" types a slash wherever one can type; elsewhere it goes to the search.
      if (event.key === '/' && !event.altKey && !isTyping(event.target)) {
        if (focusSearch()) event.preventDefault()
      }
      // The key's place, not its character: Alt+Shift+E types "´" on a Mac.
      if (event.code === 'KeyE' && event.altKey && event.shiftKey) {
        if (focusResults()) event.preventDefault()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

/** The feeds: straight to the search or the entries. Other pages: to the content. */
export function SkipLinks({ agenda }: { agenda: boolean }) {
  if (!agenda) return <SkipLink target="main" focus={focusMain} label="Zum Inhalt springen" />
  return (
    <>
      <SkipLink target={SEARCH_TARGET_ID} focus={focusSearch} label="Zur Suche springen" />
      <SkipLink target={RESULTS_TARGET_ID} focus={focusResults} label="Zu den Terminen springen" />
    </>
  )
}
