// „Verschieben“ on an event's detail (issue 38, docs/product.md#planning-desk): a new day and,
// for a timed entry, a new start (the duration stays), or „Neuer Termin noch offen“, which keeps
// the entry on its day. The server checks the rest (not in the past, not where it stands).
import { useState } from 'react'
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components'
import { formatTime, toBerlinDay } from '@domain/berlin-time'
import type { EventStatusChange } from '@domain/planning-api'
import { FormDialog } from '@/components/ui/form-dialog'
import '@/components/ui/form-field.css'

const NEW_DATE = 'new-date'
const OPEN = 'open'

export interface PostponedEvent {
  title: string
  startTime: string
  isWholeDay: boolean
}

interface PostponeDialogProps {
  event: PostponedEvent
  busy: boolean
  error: string | null
  onPostpone: (change: EventStatusChange) => void
  onClose: () => void
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/** The change the dialog's fields ask for, or the German sentence of what is missing. */
export function postponement(
  choice: string,
  day: string,
  time: string,
  isWholeDay: boolean,
): EventStatusChange | string {
  if (choice === OPEN) return { status: 'postponed' }
  if (!DAY.test(day)) return 'Bitte den neuen Tag angeben.'
  if (isWholeDay) return { status: 'postponed', newStart: { day } }
  if (!TIME.test(time)) return 'Bitte die neue Uhrzeit angeben.'
  return { status: 'postponed', newStart: { day, time } }
}

export function PostponeDialog({ event, busy, error, onPostpone, onClose }: PostponeDialogProps) {
  const [choice, setChoice] = useState(NEW_DATE)
  const [day, setDay] = useState(() => toBerlinDay(event.startTime))
  const [time, setTime] = useState(() => formatTime(event.startTime))
  const [missing, setMissing] = useState<string | null>(null)
  return (
    <FormDialog
      title="Termin verschieben"
      submitLabel="Verschieben"
      pending={busy}
      error={missing ?? error}
      description={<p>„{event.title}“ bleibt in der Agenda, als verschoben markiert.</p>}
      onClose={onClose}
      onSubmit={() => {
        const change = postponement(choice, day, time, event.isWholeDay)
        setMissing(typeof change === 'string' ? change : null)
        if (typeof change !== 'string') onPostpone(change)
      }}
    >
      <RadioGroup className="planning-radios" value={choice} onChange={setChoice}>
        <Label>Neuer Termin</Label>
        <Radio value={NEW_DATE} className="planning-radio">
          Neues Datum
        </Radio>
        <Radio value={OPEN} className="planning-radio">
          Neuer Termin noch offen
        </Radio>
      </RadioGroup>
      {choice === NEW_DATE && (
        <div className="planning-postpone-when">
          <TextField
            className="form-field"
            value={day}
            onChange={setDay}
            isRequired
            validationBehavior="aria"
          >
            <Label>Neuer Tag</Label>
            <Input type="date" />
          </TextField>
          {!event.isWholeDay && (
            <TextField
              className="form-field"
              value={time}
              onChange={setTime}
              isRequired
              validationBehavior="aria"
            >
              <Label>Neuer Beginn (Berliner Zeit)</Label>
              <Input type="time" />
            </TextField>
          )}
        </div>
      )}
    </FormDialog>
  )
}
