// Heute (Morgen, 14 Tage), zurück, vor and the date picker above a classic view. Every step
// rewrites ?from=&to= so the address always names what is shown.
import { useSearchParams } from 'react-router-dom'
import { berlinToday, daysBetween, type DayRange } from '@domain/berlin-time'
import { dayChoices, rangeStartingAt, rangeTitle, rangeUnit, shiftRange } from './date-range'
import { DatePickerTrigger } from './date-picker-trigger'
import { PREVIEW_DAY_PARAM } from './preview-day'
import type { ClassicViewMode } from '../feed/view-modes'
import { buttonClassName } from '@/components/ui/button'

interface DateNavigationProps {
  mode: ClassicViewMode
  range: DayRange
  /** The zen feed keeps to Heute, zurück and vor. */
  withPicker?: boolean
}

export function DateNavigation({ mode, range, withPicker = true }: DateNavigationProps) {
  const [, setSearchParams] = useSearchParams()
  const span = daysBetween(range.from, range.to) + 1
  const show = (next: DayRange) =>
    setSearchParams(
      (params) => {
        params.set('from', next.from)
        params.set('to', next.to)
        // A new range opens on its own first day worth showing (7-Tage on a phone).
        params.delete(PREVIEW_DAY_PARAM)
        return params
      },
      { replace: false },
    )
  const unit = rangeUnit(mode, range)
  // Standard and Liste show a day of their own; a day picked there is shown alone.
  const days = withPicker && (mode === 'standard' || mode === 'list')
  return (
    <div className="date-navigation" role="group" aria-label="Zeitraum">
      {days ? (
        <div className="date-choices">
          {dayChoices(range, berlinToday()).map(({ label, range: choice, current }) => (
            <button
              key={label}
              type="button"
              className={buttonClassName('secondary')}
              aria-pressed={current}
              onClick={() => show(choice)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : (
        <button
          type="button"
          className={`${buttonClassName('secondary')} date-today`}
          onClick={() => show(rangeStartingAt(mode, berlinToday(), span))}
        >
          Heute
        </button>
      )}
      <button
        type="button"
        className={`${buttonClassName('quiet')} icon-button date-back`}
        aria-label={`${unit} zurück`}
        onClick={() => show(shiftRange(mode, range, -1))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${buttonClassName('quiet')} icon-button date-forward`}
        aria-label={`${unit} vor`}
        onClick={() => show(shiftRange(mode, range, 1))}
      >
        <span aria-hidden="true">›</span>
      </button>
      <p className="range-title" aria-live="polite">
        {rangeTitle(mode, range)}
      </p>
      {withPicker && (
        <DatePickerTrigger
          day={range.from}
          onChange={(day) => show(rangeStartingAt(mode, day, 1))}
        />
      )}
    </div>
  )
}
