// The planning desk's form (issue 17, docs/product.md#planning-desk): every field of a submission
// at once, prefilled from the stored fields, for editing a submission or creating and editing an
// event of the desk (then with „Top-Termin“). The page around it loads and saves; this form checks
// with the domain's schema first, shows the server's refusals at their fields, and a 409 as the
// German conflict message with „Neu laden“.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { SeriesRule } from '@domain/event-series'
import type { EventSubmission, SubmissionFieldErrors } from '@domain/event-submission'
import { Button, buttonClassName } from '@/components/ui/button'
import { HttpError } from '@/lib/http/http-error'
import { draftErrors, emptyDraft, toSubmission, type SubmissionDraft } from '../submission-draft'
import { SubmissionFields } from '../submission-fields'
import { ErrorSummary } from '../form/error-summary'
import { fromSubmission, keepImage } from './desk-draft'
import { noSeries, SERIES_PATH, SeriesFields, seriesOf, type SeriesDraft } from './series-fields'

const CONFLICT_MESSAGE =
  'Die Einreichung wurde inzwischen von jemand anderem geändert. Bitte laden Sie sie neu und bearbeiten Sie sie dann.'

/** The server's refusals of `fields/…` as the form's own field paths; none if it sent none. */
function refusalsOf(cause: HttpError): SubmissionFieldErrors | null {
  const fields = cause.apiError?.fields
  if (typeof fields !== 'object' || fields === null) return null
  const refusals = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  if (refusals.length === 0) return null
  return Object.fromEntries(
    refusals.map(([path, message]) => [path.replace(/^fields\//, ''), message]),
  )
}

export interface DeskFormProps {
  /** The stored fields; none for a new event. */
  stored?: EventSubmission
  /** Given for the desk's events: the „Top-Termin“ checkbox, prefilled with it. */
  isTop?: boolean
  /** Where „Abbrechen“ leads. */
  cancelTo: string
  /** A new event of the desk: „Wiederholung“ makes it a series. */
  repeats?: boolean
  /** Sends the fields, the top flag and a series' rule; the page goes on once it resolves. */
  save: (
    fields: Record<string, unknown>,
    isTop: boolean,
    series: SeriesRule | null,
  ) => Promise<void>
  /** After a 409: loads the stored state again (the page then renders a fresh form). */
  onReload?: () => void
}

export function DeskForm({ stored, isTop, repeats, cancelTo, save, onReload }: DeskFormProps) {
  const [draft, setDraft] = useState<SubmissionDraft>(() =>
    stored ? fromSubmission(stored) : emptyDraft(),
  )
  const [top, setTop] = useState(isTop ?? false)
  const [series, setSeries] = useState<SeriesDraft>(noSeries)
  const [errors, setErrors] = useState<SubmissionFieldErrors>({})
  const [failedAttempt, setFailedAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [sendError, setSendError] = useState<string | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)

  const change = (next: SubmissionDraft) => {
    setDraft(next)
    // A refusal goes once its field is right; new ones wait for the next „Speichern“.
    if (Object.keys(errors).length > 0) {
      const still = draftErrors(next)
      setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => path in still)))
    }
  }
  const refuse = (found: SubmissionFieldErrors) => {
    setErrors(found)
    setFailedAttempt((attempt) => attempt + 1)
  }

  const submit = async () => {
    setSendError(null)
    setConflict(null)
    const found = draftErrors(draft)
    const rule = seriesOf(series, draft.startDay)
    if (typeof rule === 'string') found[SERIES_PATH] = rule
    if (Object.keys(found).length > 0) return refuse(found)
    setErrors({})
    setBusy(true)
    try {
      await save(
        keepImage(toSubmission(draft), stored),
        top,
        typeof rule === 'string' ? null : rule,
      )
    } catch (cause) {
      const refusals = cause instanceof HttpError ? refusalsOf(cause) : null
      if (cause instanceof HttpError && cause.status === 409) {
        setConflict(cause.apiError?.message ?? CONFLICT_MESSAGE)
      } else if (refusals) {
        refuse(refusals)
      } else {
        console.error('Speichern fehlgeschlagen', cause)
        setSendError(
          cause instanceof HttpError
            ? cause.userMessage
            : 'Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
        )
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="submission-form desk-form"
      noValidate
      aria-label="Angaben zum Termin"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <ErrorSummary errors={errors} onShown={failedAttempt > 0} key={failedAttempt} />
      <div aria-live="polite">
        {conflict && (
          <div className="submission-summary desk-form__conflict" role="alert">
            <p>{conflict}</p>
            {onReload && (
              <Button variant="secondary" onClick={onReload}>
                Neu laden
              </Button>
            )}
          </div>
        )}
      </div>
      <SubmissionFields value={draft} onChange={change} errors={errors} />
      {isTop !== undefined && (
        <fieldset className="submission-group">
          <legend>Hervorhebung</legend>
          <label className="submission-check">
            <input
              type="checkbox"
              checked={top}
              onChange={(event) => setTop(event.target.checked)}
            />{' '}
            Top-Termin
          </label>
        </fieldset>
      )}
      {repeats && (
        <SeriesFields
          value={series}
          onChange={(next) => {
            setSeries(next)
            // Its refusal goes with the change; a new one waits for the next „Speichern“.
            const { [SERIES_PATH]: _changed, ...rest } = errors
            setErrors(rest)
          }}
          errors={errors}
        />
      )}
      {sendError && (
        <p className="form-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="page__actions">
        <Link className={buttonClassName('secondary')} to={cancelTo}>
          Abbrechen
        </Link>
        <Button type="submit" disabled={busy}>
          Speichern
        </Button>
      </div>
    </form>
  )
}
