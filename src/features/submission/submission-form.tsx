// The form at /submit (issue 17, docs/product.md#submit): the steps of a submission, each checked
// with the domain's schema before the next; a refusal shows beside its field and in a summary at
// the top that takes the focus. Then the preview with possible duplicates, and sending (through
// the outbox, so a submission made offline waits on the device and arrives exactly once).
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import type { Duplicate } from '@domain/submissions-api'
import { formatLongDate } from '@domain/berlin-time'
import { Button } from '@/components/ui/button'
import { httpClient } from '@/lib/http/http-client'
import { sendOrQueue } from '@/offline/outbox'
import {
  draftErrors,
  emptyDraft,
  stepErrors,
  SUBMISSION_STEPS,
  toSubmission,
  type SubmissionDraft,
} from './submission-draft'
import { fieldId, SubmissionFields } from './submission-fields'
import { SubmissionImage } from './submission-image'

const SUBMISSIONS_URL = 'events/submissions'

type Sent = { status: 'sent'; reference: string } | { status: 'queued' }

function ErrorSummary({ errors, onShown }: { errors: SubmissionFieldErrors; onShown: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (onShown) ref.current?.focus()
  }, [onShown, errors])
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return (
    <div
      className="submission-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="submission-summary-title"
    >
      <h2 id="submission-summary-title">Bitte prüfen Sie Ihre Angaben</h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function DuplicateList({ duplicates }: { duplicates: Duplicate[] }) {
  if (duplicates.length === 0) return null
  return (
    <div className="submission-duplicates" role="status">
      <h2>Ähnliche Termine gibt es schon:</h2>
      <ul>
        {duplicates.map((duplicate) => (
          <li key={`${duplicate.kind}-${duplicate.id}`}>
            {duplicate.kind === 'event' ? (
              <Link to={`/events/standard/detail/${duplicate.id}`}>{duplicate.title}</Link>
            ) : (
              <span>{duplicate.title} (eingereicht, noch in Prüfung)</span>
            )}{' '}
            · {formatLongDate(duplicate.startTime)}
          </li>
        ))}
      </ul>
      <p>Wenn Ihr Termin ein anderer ist, können Sie ihn trotzdem absenden.</p>
    </div>
  )
}

function Confirmation({ sent, onNew }: { sent: Sent; onNew: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section className="submission-done" aria-labelledby="submission-done-title">
      <h2 id="submission-done-title" tabIndex={-1} ref={ref}>
        {sent.status === 'sent'
          ? 'Vielen Dank, Ihr Termin ist eingereicht'
          : 'Ihr Termin wartet auf Verbindung'}
      </h2>
      {sent.status === 'sent' ? (
        <>
          <p>
            Ihre Vorgangsnummer: <strong className="submission-reference">{sent.reference}</strong>
          </p>
          <p>
            Die Redaktion prüft Ihre Einreichung. Eine Bestätigung mit der Vorgangsnummer erhalten
            Sie per E-Mail.
          </p>
        </>
      ) : (
        <p>
          Sie sind offline. Die Einreichung ist auf diesem Gerät gespeichert und wird einmal
          gesendet, sobald wieder eine Verbindung besteht.
        </p>
      )}
      <Button variant="secondary" onClick={onNew}>
        Weiteren Termin einreichen
      </Button>
    </section>
  )
}

function Preview({ draft }: { draft: SubmissionDraft }) {
  const submission = toSubmission(draft)
  return (
    <dl className="submission-preview">
      <dt>Titel</dt>
      <dd>{draft.title}</dd>
      <dt>Wann</dt>
      <dd>
        {draft.startDay}
        {draft.endDay && draft.endDay !== draft.startDay ? ` bis ${draft.endDay}` : ''}
        {draft.isWholeDay ? ', ganztägig' : `, ${draft.startTime}–${draft.endTime} Uhr`}
      </dd>
      {submission.place !== undefined && (
        <>
          <dt>Ort</dt>
          <dd>
            {draft.venue}, {draft.street}, {draft.postalCode} {draft.city}
          </dd>
        </>
      )}
      {draft.accessLink && submission.accessLink !== undefined && (
        <>
          <dt>Zugangslink</dt>
          <dd>{draft.accessLink}</dd>
        </>
      )}
      <dt>Veranstalter</dt>
      <dd>{draft.organiser}</dd>
      <dt>Beschreibung</dt>
      <dd className="submission-preview__text">{draft.description || '–'}</dd>
      {draft.image && (
        <>
          <dt>Bild</dt>
          <dd>
            <SubmissionImage id={draft.image.id} alt={draft.image.caption || 'Bild zum Termin'} />
            {draft.image.caption}
          </dd>
        </>
      )}
    </dl>
  )
}

export function SubmissionForm({ onSent }: { onSent?: () => void }) {
  const [draft, setDraft] = useState<SubmissionDraft>(emptyDraft)
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<SubmissionFieldErrors>({})
  const [failedAttempt, setFailedAttempt] = useState(0)
  const [duplicates, setDuplicates] = useState<Duplicate[]>([])
  const [busy, setBusy] = useState(false)
  const [sendError, setSendError] = useState<string | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const previewing = step === SUBMISSION_STEPS.length
  const current = SUBMISSION_STEPS[step]

  const change = (next: SubmissionDraft) => {
    setDraft(next)
    // A refusal goes once its field is right; new ones wait for the next „Weiter“.
    if (Object.keys(errors).length > 0 && current) {
      const still = stepErrors(next, current.id)
      setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => path in still)))
    }
  }

  const refuse = (found: SubmissionFieldErrors) => {
    setErrors(found)
    setFailedAttempt((attempt) => attempt + 1)
  }

  const next = async () => {
    if (!current) return
    const found = stepErrors(draft, current.id)
    if (Object.keys(found).length > 0) return refuse(found)
    setErrors({})
    if (step === SUBMISSION_STEPS.length - 1) {
      const all = draftErrors(draft)
      if (Object.keys(all).length > 0) return refuse(all)
      setDuplicates(await findDuplicates(draft))
    }
    setStep(step + 1)
  }

  const send = async () => {
    setBusy(true)
    setSendError(null)
    try {
      const result = await sendOrQueue({
        method: 'POST',
        url: SUBMISSIONS_URL,
        body: toSubmission(draft),
        description: `Termin „${draft.title}“ einreichen`,
      })
      if (result.status === 'dropped') {
        setSendError('Der Server hat die Einreichung abgelehnt. Bitte prüfen Sie Ihre Angaben.')
      } else {
        onSent?.()
        setSent(
          result.status === 'sent'
            ? { status: 'sent', reference: (result.body as { reference: string }).reference }
            : { status: 'queued' },
        )
      }
    } catch {
      setSendError('Die Einreichung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.')
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <Confirmation
        sent={sent}
        onNew={() => {
          setDraft(emptyDraft())
          setStep(0)
          setSent(null)
        }}
      />
    )
  }

  return (
    <form
      className="submission-form"
      noValidate
      aria-labelledby="submission-step-title"
      onSubmit={(event) => {
        event.preventDefault()
        void (previewing ? send() : next())
      }}
    >
      <ol className="submission-steps" aria-label="Schritte">
        {[...SUBMISSION_STEPS.map((item) => item.title), 'Vorschau'].map((title, index) => (
          <li
            key={title}
            className={index === step ? 'submission-steps__current' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            {title}
          </li>
        ))}
      </ol>
      <h2 id="submission-step-title">
        Schritt {step + 1} von {SUBMISSION_STEPS.length + 1}: {current?.title ?? 'Vorschau'}
      </h2>
      <ErrorSummary errors={errors} onShown={failedAttempt > 0} key={failedAttempt} />
      {current ? (
        <SubmissionFields section={current.id} value={draft} onChange={change} errors={errors} />
      ) : (
        <>
          <DuplicateList duplicates={duplicates} />
          <Preview draft={draft} />
        </>
      )}
      {sendError && (
        <p className="form-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="page__actions">
        {step > 0 && (
          <Button
            variant="secondary"
            onClick={() => {
              setErrors({})
              setStep(step - 1)
            }}
          >
            Zurück
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {previewing ? 'Absenden' : step === SUBMISSION_STEPS.length - 1 ? 'Vorschau' : 'Weiter'}
        </Button>
      </div>
    </form>
  )
}

/** Possible duplicates of the draft; none when the check is out of reach (offline). */
async function findDuplicates(draft: SubmissionDraft): Promise<Duplicate[]> {
  try {
    const answer = await httpClient.post<{ duplicates: Duplicate[] }>(
      `${SUBMISSIONS_URL}/duplicates`,
      toSubmission(draft),
      { timeout: 10_000 },
    )
    return answer.duplicates
  } catch {
    return []
  }
}
