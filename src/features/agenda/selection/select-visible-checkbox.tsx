// „Alle sichtbaren auswählen“ above the entries: ticked when every entry the view shows is
// selected, mixed when some are; ticking selects them all, unticking deselects them.
import { useEffect, useRef } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { selectVisibleAtom, visibleSelectionAtom } from '@/stores/entry-selection'
import './selection.css'

export function SelectVisibleCheckbox() {
  const { selected, visible } = useAtomValue(visibleSelectionAtom)
  const selectVisible = useSetAtom(selectVisibleAtom)
  const all = visible > 0 && selected === visible
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // Mixed is a property only, not an attribute React could render.
    if (ref.current) ref.current.indeterminate = selected > 0 && !all
  }, [selected, all])
  return (
    <label className="select-visible">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        disabled={visible === 0}
        onChange={() => selectVisible(!all)}
      />
      Alle sichtbaren auswählen
    </label>
  )
}
