// Stands in for the date picker until the reader reaches for it: the calendar and the date
// library load on the first hover, focus or press, and the picker then opens where the button was.
import { lazy, Suspense, useState } from 'react'
import { CalendarIcon } from './calendar-icon'

const loadDatePicker = () => import('./date-picker-field')
const DatePickerField = lazy(loadDatePicker)

interface DatePickerTriggerProps {
  day: string
  onChange: (day: string) => void
}

/** "21.11.2026", as the picker's own field shows the day. */
const germanDate = (day: string) => day.split('-').reverse().join('.')

export function DatePickerTrigger({ day, onChange }: DatePickerTriggerProps) {
  const [wanted, setWanted] = useState(false)
  const preload = () => void loadDatePicker().catch(() => undefined)
  const placeholder = (
    <button
      type="button"
      className="date-picker-group date-picker-trigger"
      aria-label={`Datum wählen, ${germanDate(day)}`}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <span className="date-input">{germanDate(day)}</span>
      <span className="date-picker-trigger-icon">
        <CalendarIcon />
      </span>
    </button>
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <DatePickerField day={day} onChange={onChange} defaultOpen />
    </Suspense>
  )
}
