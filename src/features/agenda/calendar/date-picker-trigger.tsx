// Stands in for the date picker until the reader reaches for it: the calendar and the date
// library load on the first hover, focus or press, and the picker then opens where the button was.
import { useState, type ComponentType } from 'react'
import { Icon } from '@/components/ui/icon'
import { showMessage } from '@/stores/message-bar'
import type { DatePickerFieldProps } from './date-picker-field'

const loadDatePicker = () => import('./date-picker-field')

/** "21.11.2026", as the picker's own field shows the day. */
const germanDate = (day: string) => day.split('-').reverse().join('.')

export function DatePickerTrigger({ day, onChange }: Omit<DatePickerFieldProps, 'defaultOpen'>) {
  const [Picker, setPicker] = useState<ComponentType<DatePickerFieldProps> | null>(null)
  if (Picker) return <Picker day={day} onChange={onChange} defaultOpen />

  const preload = () => void loadDatePicker().catch(() => undefined)
  const open = () =>
    loadDatePicker().then(
      (module) => setPicker(() => module.default),
      () =>
        showMessage({
          type: 'error',
          icon: 'alert',
          text: 'Der Kalender konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
        }),
    )
  return (
    <button
      type="button"
      className="date-picker-group date-picker-trigger"
      aria-label={`Datum wählen, ${germanDate(day)}`}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void open()}
    >
      <span className="date-input">{germanDate(day)}</span>
      <span className="date-picker-trigger-icon">
        <Icon name="calendar" size="small" />
      </span>
    </button>
  )
}
