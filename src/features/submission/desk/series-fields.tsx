// „Wiederholung“ of a new event of the desk (docs/product.md#series): not at all, weekly or
// monthly up to a last day, with days left out, each added by its date and removable. The rule is
// checked with the domain's own rule (seriesRuleProblem) before it is sent, and the server checks
// it again.
import { useState } from 'react'
import { formatLongDate, berlinInstant } from '@domain/berlin-time'
import { seriesRuleProblem, type SeriesFrequency, type SeriesRule } from '@domain/event-series'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import { Button } from '@/components/ui/button'
import { fieldId, Group } from '../form/field-parts'

export interface SeriesDraft {
  frequency: SeriesFrequency | ''
  until: string
  except: string[]
}

export const noSeries = (): SeriesDraft => ({ frequency: '', until: '', except: [] })

/** Where the form and the server's refusal put a problem of the rule. */
export const SERIES_PATH = 'series'

/** The rule to send, or null without one; a German refusal when it does not fit `firstDay`. */
export function seriesOf(draft: SeriesDraft, firstDay: string): SeriesRule | null | string {
  if (draft.frequency === '') return null
  if (!draft.until) return 'Bitte den letzten Tag der Serie angeben.'
  const rule = { frequency: draft.frequency, until: draft.until, except: draft.except }
  return seriesRuleProblem(firstDay, rule) ?? rule
}

interface SeriesFieldsProps {
  value: SeriesDraft
  onChange: (value: SeriesDraft) => void
  errors: SubmissionFieldErrors
}

const dayLabel = (day: string) => formatLongDate(berlinInstant(day, 12))

export function SeriesFields({ value, onChange, errors }: SeriesFieldsProps) {
  const [exceptDay, setExceptDay] = useState('')
  const id = (part: string) => fieldId(`${SERIES_PATH}/${part}`)
  const described = errors[SERIES_PATH] ? `${fieldId(SERIES_PATH)}-error` : undefined
  const addException = () => {
    if (!exceptDay || value.except.includes(exceptDay)) return
    onChange({ ...value, except: [...value.except, exceptDay].sort() })
    setExceptDay('')
  }
  return (
    <Group legend="Wiederholung" path={SERIES_PATH} errors={errors}>
      <div className="form-field submission-field">
        <label htmlFor={id('frequency')}>Wiederholen</label>
        <select
          id={id('frequency')}
          value={value.frequency}
          aria-describedby={described}
          onChange={(event) =>
            onChange({ ...value, frequency: event.target.value as SeriesDraft['frequency'] })
          }
        >
          <option value="">Nicht wiederholen</option>
          <option value="weekly">Wöchentlich</option>
          <option value="monthly">Monatlich, am selben Tag</option>
        </select>
      </div>
      {value.frequency && (
        <>
          <div className="form-field submission-field">
            <label htmlFor={id('until')}>Letzter Tag der Serie</label>
            <input
              id={id('until')}
              type="date"
              value={value.until}
              aria-required
              aria-describedby={described}
              onChange={(event) => onChange({ ...value, until: event.target.value })}
            />
          </div>
          <div className="form-field submission-field series-fields__except">
            <label htmlFor={id('except')}>Ausnahme: ein Tag ohne Termin (freiwillig)</label>
            <input
              id={id('except')}
              type="date"
              value={exceptDay}
              onChange={(event) => setExceptDay(event.target.value)}
            />
            <Button variant="secondary" onClick={addException} disabled={!exceptDay}>
              Ausnahme hinzufügen
            </Button>
          </div>
          {value.except.length > 0 && (
            <ul className="series-fields__days" aria-label="Ausnahmen">
              {value.except.map((day) => (
                <li key={day}>
                  {dayLabel(day)}
                  <Button
                    variant="quiet"
                    aria-label={`Ausnahme ${dayLabel(day)} entfernen`}
                    onClick={() =>
                      onChange({ ...value, except: value.except.filter((other) => other !== day) })
                    }
                  >
                    Entfernen
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Group>
  )
}
