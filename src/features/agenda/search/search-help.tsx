// The help popover of the search field: the syntax (docs/product.md#search-syntax) by example.
// Uses the browser's popover attribute: no library, light dismiss and Escape for free.
import { useState } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { onDemand } from '@/lib/react/on-demand'
import './search-field.css'

// The text loads when the reader reaches for the button (pointer, touch or focus), the popover
// opening at the latest: the first screen carries only the button and the empty popover.
const helpText = onDemand(() => import('./search-help-text'))

export function SearchHelp() {
  const [wanted, setWanted] = useState(false)
  const want = () => {
    void helpText.preload().catch(() => undefined) // the popover's render tries again
    setWanted(true)
  }
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName('quiet')} icon-button`}
        popoverTarget="search-help"
        aria-label="Hilfe zur Suche"
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
      >
        ?
      </button>
      <div
        id="search-help"
        popover="auto"
        className="search-help"
        role="dialog"
        aria-label="Hilfe zur Suche"
        onBeforeToggle={want}
      >
        {wanted && <helpText.Component />}
        <button
          type="button"
          className={buttonClassName('secondary')}
          popoverTarget="search-help"
          popoverTargetAction="hide"
        >
          Schließen
        </button>
      </div>
    </>
  )
}
