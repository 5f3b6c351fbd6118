// The two decisions that need more than a click: ablehnen with a reason (it goes to the
// submitter by mail) and Dublette von … (one of the likely duplicates, or an event id typed in).
import { useState } from 'react'
import { Input, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components'
import { formatDateTime } from '@domain/berlin-time'
import type { Decision } from '@domain/planning-api'
import type { Duplicate } from '@domain/submissions-api'
import { FormDialog } from '@/components/ui/form-dialog'
import '@/components/ui/form-field.css'
import { formatScore } from './planning-labels'

type DecisionWithoutVersion = Decision extends infer D
  ? D extends Decision
    ? Omit<D, 'version'>
    : never
  : never

interface DialogProps {
  busy: boolean
  error: string | null
  onDecide: (decision: DecisionWithoutVersion) => void
  onClose: () => void
}

export function RejectDialog({ busy, error, onDecide, onClose }: DialogProps) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <FormDialog
      title="Einreichung ablehnen"
      submitLabel="Ablehnen"
      pending={busy}
      error={missing ? 'Bitte einen Grund angeben.' : error}
      description={<p>Der Grund geht per E-Mail an die einreichende Person.</p>}
      onClose={onClose}
      onSubmit={() => {
        const trimmed = reason.trim().replace(/\s+/g, ' ')
        setMissing(trimmed === '')
        if (trimmed) onDecide({ decision: 'ablehnen', reason: trimmed })
      }}
    >
      <TextField
        className="form-field"
        value={reason}
        onChange={setReason}
        isRequired
        validationBehavior="aria"
      >
        <Label>Grund der Ablehnung</Label>
        <TextArea rows={4} maxLength={1000} />
      </TextField>
    </FormDialog>
  )
}

const TYPED = 'typed'

export function DuplicateDialog({
  duplicates,
  busy,
  error,
  onDecide,
  onClose,
}: DialogProps & { duplicates: Duplicate[] }) {
  const events = duplicates.filter((duplicate) => duplicate.kind === 'event')
  const [choice, setChoice] = useState(events[0]?.id ?? TYPED)
  const [typed, setTyped] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <FormDialog
      title="Als Dublette markieren"
      submitLabel="Als Dublette markieren"
      pending={busy}
      error={missing ? 'Bitte einen Termin wählen oder seine Kennung eingeben.' : error}
      onClose={onClose}
      onSubmit={() => {
        const eventId = choice === TYPED ? typed.trim() : choice
        setMissing(eventId === '')
        if (eventId) onDecide({ decision: 'dublette', eventId })
      }}
    >
      <RadioGroup className="planning-radios" value={choice} onChange={setChoice}>
        <Label>Dublette von …</Label>
        {events.map((duplicate) => (
          <Radio key={duplicate.id} value={duplicate.id} className="planning-radio">
            {duplicate.title} ({formatDateTime(duplicate.startTime)}, Übereinstimmung{' '}
            {formatScore(duplicate.score)})
          </Radio>
        ))}
        <Radio value={TYPED} className="planning-radio">
          Anderer Termin (Kennung eingeben)
        </Radio>
      </RadioGroup>
      {choice === TYPED && (
        <TextField
          className="form-field"
          value={typed}
          onChange={setTyped}
          isRequired
          validationBehavior="aria"
        >
          <Label>Kennung des Termins</Label>
          <Input maxLength={100} />
        </TextField>
      )}
    </FormDialog>
  )
}
