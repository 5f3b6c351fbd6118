// The two decisions that need more than a click: ablehnen with a reason (it goes to the
// submitter by mail) and Dublette von … (one of the likely duplicates, or an event id typed in).
import { useState, type FormEvent, type ReactNode } from 'react'
import {
  Dialog,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from 'react-aria-components'
import { formatDateTime } from '@domain/berlin-time'
import type { Decision } from '@domain/planning-api'
import type { Duplicate } from '@domain/submissions-api'
import { Button } from '@/components/ui/button'
import '@/components/ui/dialog.css'
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

function DecisionDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  error,
  children,
}: {
  title: string
  onClose: () => void
  onSubmit: () => void
  submitLabel: string
  busy: boolean
  error: string | null
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={onClose}>
      <Modal className="dialog-modal">
        <Dialog className="dialog-panel">
          <Heading slot="title">{title}</Heading>
          <form onSubmit={submit}>
            {children}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="dialog-panel__actions">
              <Button variant="secondary" onClick={onClose}>
                Abbrechen
              </Button>
              <Button type="submit" disabled={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

export function RejectDialog({ busy, error, onDecide, onClose }: DialogProps) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <DecisionDialog
      title="Einreichung ablehnen"
      submitLabel="Ablehnen"
      busy={busy}
      error={missing ? 'Bitte einen Grund angeben.' : error}
      onClose={onClose}
      onSubmit={() => {
        const trimmed = reason.trim().replace(/\s+/g, ' ')
        setMissing(trimmed === '')
        if (trimmed) onDecide({ decision: 'ablehnen', reason: trimmed })
      }}
    >
      <p>Der Grund geht per E-Mail an die einreichende Person.</p>
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
    </DecisionDialog>
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
    <DecisionDialog
      title="Als Dublette markieren"
      submitLabel="Als Dublette markieren"
      busy={busy}
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
    </DecisionDialog>
  )
}
