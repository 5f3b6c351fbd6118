// The form at /submit (issue 17, docs/product.md#submit): the steps of a submission, each checked
// with the domain's schema before the next; a refusal shows beside its field and in a summary at
// the top that takes the focus. Then the preview with possible duplicates, and sending (through
// the outbox, so a submission made offline waits on the device and arrives exactly once). The
// draft is kept on the device while it is typed (draft-keeper.ts).
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { EventSubmission, SubmissionFieldErrors } from '@domain/event-submission'
import { submissionEvent } from '@domain/submission-event'
import type { Duplicate } from '@domain/submissions-api'
import { formatLongDate } from '@domain/berlin-time'
import { EventPreview } from '@/components/event-preview/event-preview'
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
import { createDraftKeeper } from './draft-keeper'
import { SubmissionImage } from './submission-image'

const SUBMISSIONS_URL = 'events/submissions'
/** The key of this form's draft on the device. */
const DRAFT_KEY = 'submit'

type Sent = { status: 'sent'; reference: string } | { status: 'queued' }

export function ErrorSummary({
  errors,
  onShown,
}: {
  errors: SubmissionFieldErrors
  onShown: boolean
}) {
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

function PreviewSummary({ draft }: { draft: SubmissionDraft }) {
  const submission = toSubmission(draft)
  return (
    <dl className="submission-preview__summary">
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
    </dl>
  )
}

/**
 * The draft as the agenda will show it: its list entry and detail, drawn by the agenda itself
 * (given by the app, docs/architecture.md#pieces); a plain summary where the app gives none.
 */
function Preview({ draft }: { draft: SubmissionDraft }) {
  const [now] = useState(() => new Date())
  const event = submissionEvent(toSubmission(draft) as EventSubmission, { id: 'vorschau', now })
  return (
    <div className="submission-preview">
      {event ? (
        <EventPreview event={event} fallback={<PreviewSummary draft={draft} />} />
      ) : (
        <PreviewSummary draft={draft} />
      )}
      {/* The agenda's entry has no picture; the desk sees it beside the submission. */}
      {draft.image && (
        <figure className="submission-preview__image">
          <SubmissionImage id={draft.image.id} alt={draft.image.caption || 'Bild zum Termin'} />
          {draft.image.caption && <figcaption>{draft.image.caption}</figcaption>}
        </figure>
      )}
    </div>
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
  // Whether the kept draft was read (the form waits for it), and whether one is kept now.
  const [restored, setRestored] = useState(false)
  const [kept, setKept] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const [keeper] = useState(() =>
    createDraftKeeper(DRAFT_KEY, {
      onStateChange: (state) => {
        setWaiting(state === 'waiting')
        if (state === 'saved') setKept(true)
      },
    }),
  )
  const previewing = step === SUBMISSION_STEPS.length
  const current = SUBMISSION_STEPS[step]

  useEffect(() => {
    let live = true
    void keeper.restore().then((found) => {
      if (!live) return
      if (found) {
        setDraft(found.draft)
        setStep(found.step)
        setKept(true)
      }
      setRestored(true)
    })
    // Leaving the page or the app: what waits is written at once.
    const leave = () => void keeper.flush()
    const hidden = () => document.visibilityState === 'hidden' && leave()
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      live = false
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', hidden)
      leave()
    }
  }, [keeper])

  const goTo = (nextStep: number) => {
    setStep(nextStep)
    keeper.save(draft, Math.min(nextStep, SUBMISSION_STEPS.length - 1))
    void keeper.flush()
  }

  const change = (next: SubmissionDraft) => {
    setDraft(next)
    keeper.save(next, step)
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
    goTo(step + 1)
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
        await keeper.clear()
        setKept(false)
        setWaiting(false)
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

  if (!restored) return null

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
              goTo(step - 1)
            }}
          >
            Zurück
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {previewing ? 'Absenden' : step === SUBMISSION_STEPS.length - 1 ? 'Vorschau' : 'Weiter'}
        </Button>
      </div>
      {/* The text is set once, so the live region speaks once; data-waiting serves the tests. */}
      <p className="submission-kept" role="status" data-waiting={waiting || undefined}>
        {kept ? 'Entwurf auf diesem Gerät gespeichert' : ''}
      </p>
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
