// An entry with its selection checkbox beside it (docs/product.md#selection). The checkbox sits
// outside the entry's link, so choosing never opens the detail; Shift extends the selection from
// the entry toggled last. Space on the focused entry toggles it too, so arrow keys, Space and
// Enter read, pick and open without leaving the list.
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { selectionAtom, toggleEntryAtom, type EntryOccurrence } from '@/stores/entry-selection'
import './selection.css'
import './selection-print.css'

interface SelectableEntryProps {
  occurrence: EntryOccurrence
  children: ReactNode
}

export function SelectableEntry({ occurrence, children }: SelectableEntryProps) {
  const selected = useAtomValue(selectionAtom).has(occurrence.entry.id)
  const toggle = useSetAtom(toggleEntryAtom)
  // React reports a checkbox's change from its click event, which knows whether Shift was held.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const click = event.nativeEvent
    toggle({ occurrence, extend: click instanceof MouseEvent && click.shiftKey })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || !(event.target instanceof HTMLElement)) return
    if (!event.target.matches('[data-entry]')) return
    event.preventDefault() // not the page's scroll
    toggle({ occurrence, extend: event.shiftKey })
  }
  return (
    // Space is the entry link's selection key; the link itself stays the interactive element.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={`selectable-entry ${selected ? 'is-selected' : ''}`} onKeyDown={onKeyDown}>
      <label className="entry-select">
        <input
          type="checkbox"
          checked={selected}
          onChange={onChange}
          aria-label={`Auswählen: ${occurrence.entry.title}`}
        />
      </label>
      {children}
    </div>
  )
}
