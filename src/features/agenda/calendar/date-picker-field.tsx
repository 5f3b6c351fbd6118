// The German date picker (react-aria-components), loaded when the reader reaches for it (see
// date-picker-trigger): it carries the calendar and the date library, which the first screen
// does not need.
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components'
import { parseDate } from '@internationalized/date'
import { Icon } from '@/components/ui/icon'
import { buttonClassName } from '@/components/ui/button'

export interface DatePickerFieldProps {
  day: string
  onChange: (day: string) => void
  /** Opened at once when it replaces its stand-in after a press. */
  defaultOpen?: boolean
}

export default function DatePickerField({ day, onChange, defaultOpen }: DatePickerFieldProps) {
  return (
    <I18nProvider locale="de-DE">
      <DatePicker
        className="date-picker"
        value={parseDate(day)}
        defaultOpen={defaultOpen}
        onChange={(value) => {
          if (value) onChange(value.toString())
        }}
      >
        <Label className="visually-hidden">Datum wählen</Label>
        <Group className="date-picker-group">
          <DateInput className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <Button
            className={`${buttonClassName('quiet')} icon-button`}
            aria-label="Kalender öffnen"
          >
            <Icon name="calendar" size="small" />
          </Button>
        </Group>
        <Popover className="date-popover">
          <Dialog className="date-dialog" aria-label="Kalender">
            <Calendar>
              <header className="calendar-header">
                <Button
                  slot="previous"
                  className={`${buttonClassName('quiet')} icon-button`}
                  aria-label="Voriger Monat"
                >
                  ‹
                </Button>
                <Heading className="calendar-heading" />
                <Button
                  slot="next"
                  className={`${buttonClassName('quiet')} icon-button`}
                  aria-label="Nächster Monat"
                >
                  ›
                </Button>
              </header>
              {/* "Mo Di Mi": single letters leave M, D and S ambiguous. */}
              <CalendarGrid className="calendar-grid" weekdayStyle="short">
                {(date) => <CalendarCell date={date} className="calendar-cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  )
}
