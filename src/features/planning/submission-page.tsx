// /planning/submissions/:submissionId (docs/product.md#planning-desk): one submission with all
// its fields, its likely duplicates with their score, its history, and the desk's decisions.
import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import { submissionTimes, type EventSubmission } from '@domain/event-submission'
import { formatEventWhen } from '@domain/event-when'
import { labelFederalState } from '@domain/labels/federal-states'
import { labelRegionalService } from '@domain/labels/regional-services'
import { labelRessort } from '@domain/labels/ressorts'
import type { Decision, QueueSubmission } from '@domain/planning-api'
import { Button, buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { TicketImage } from '@/components/ui/ticket-image'
import { Spinner } from '@/components/ui/spinner'
import { HttpError } from '@/lib/http/http-error'
import { failureMessage, readOf } from '@/lib/query/use-read'
import { afterDeskWrite, decideSubmission, submissionQuery } from './api/planning-requests'
import { DuplicateDialog, RejectDialog } from './decision-dialogs'
import { PlannerOnly } from './planner-only'
import {
  changedFieldLabels,
  DUPLICATE_REASON_LABELS,
  formatScore,
  HISTORY_LABELS,
  STATE_LABELS,
} from './planning-labels'
import './planning.css'

const ATTENDANCE_LABELS: Record<EventSubmission['attendanceMode'], string> = {
  OnlineEventAttendanceMode: 'Online',
  OfflineEventAttendanceMode: 'Vor Ort',
  MixedEventAttendanceMode: 'Hybrid',
}

const CONFLICT_MESSAGE =
  'Die Einreichung wurde inzwischen von jemand anderem geändert. Bitte laden Sie sie neu und entscheiden Sie dann.'

const OPEN_STATES: ReadonlySet<QueueSubmission['state']> = new Set(['neu', 'in_pruefung'])

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function whenOf(fields: EventSubmission): string {
  const times = submissionTimes(fields.when)
  if (!times) return `${fields.when.startDay} – ${fields.when.endDay}`
  return formatEventWhen({
    startTime: times.startsAt.toISOString(),
    endTime: times.endsAt.toISOString(),
    isWholeDay: fields.when.isWholeDay,
  })
}

function SubmissionFields({ fields }: { fields: EventSubmission }) {
  const { place, publicContact, deskContact } = fields
  return (
    <dl className="detail-fields planning-fields">
      <Field label="Art">{ATTENDANCE_LABELS[fields.attendanceMode]}</Field>
      <Field label="Wann">{whenOf(fields)}</Field>
      {fields.description && <Field label="Beschreibung">{fields.description}</Field>}
      {place && (
        <Field label="Ort">
          <address>
            <span>{place.venue}</span>
            <span>{place.street}</span>
            <span>
              {place.postalCode} {place.city}
            </span>
            <span>{labelFederalState(place.federalState)}</span>
          </address>
          {place.mapLink && (
            <a href={place.mapLink} rel="noreferrer noopener" target="_blank">
              Karte
            </a>
          )}
        </Field>
      )}
      {fields.accessLink && (
        <Field label="Zugangslink">
          <a href={fields.accessLink} rel="noreferrer noopener" target="_blank">
            {fields.accessLink}
          </a>
        </Field>
      )}
      <Field label="Veranstalter">{fields.organiser}</Field>
      {publicContact && (publicContact.name || publicContact.email || publicContact.phone) && (
        <Field label="Öffentlicher Kontakt">
          {[publicContact.name, publicContact.email, publicContact.phone]
            .filter(Boolean)
            .join(' · ')}
        </Field>
      )}
      <Field label="Kontakt für die Redaktion">
        {deskContact.name} · <a href={`mailto:${deskContact.email}`}>{deskContact.email}</a> ·{' '}
        {deskContact.phone}
      </Field>
      {fields.ressort && <Field label="Ressort (Vorschlag)">{labelRessort(fields.ressort)}</Field>}
      {fields.regionalService && (
        <Field label="Landesdienst (Vorschlag)">
          {labelRegionalService(fields.regionalService)}
        </Field>
      )}
      {fields.image && (
        <Field label="Bild">
          <TicketImage
            className="planning-image"
            url={`events/submissions/images/${encodeURIComponent(fields.image.id)}`}
            alt={fields.image.caption || 'Bild zum Termin'}
          />
          {fields.image.caption || 'Bild ohne Unterschrift'}
        </Field>
      )}
      {fields.links.length > 0 && (
        <Field label="Links">
          <ul className="planning-plain-list">
            {fields.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noreferrer noopener" target="_blank">
                  {link.label || link.url}
                </a>
              </li>
            ))}
          </ul>
        </Field>
      )}
    </dl>
  )
}

function Duplicates({ submission }: { submission: QueueSubmission }) {
  if (submission.duplicates.length === 0)
    return <p className="planning-meta">Keine ähnlichen Termine gefunden.</p>
  return (
    <ul className="planning-list" aria-label="Mögliche Dubletten">
      {submission.duplicates.map((duplicate) => (
        <li key={`${duplicate.kind}-${duplicate.id}`} className="planning-row">
          <Link
            className="planning-row__title"
            to={
              duplicate.kind === 'event'
                ? `/events/standard/detail/${duplicate.id}`
                : `/planning/submissions/${duplicate.id}`
            }
          >
            {duplicate.title}
          </Link>
          <span className="planning-row__when">{formatDateTime(duplicate.startTime)} Uhr</span>
          <span className="planning-row__meta">
            {duplicate.kind === 'event' ? 'Termin der Agenda' : 'Andere Einreichung'} ·{' '}
            {DUPLICATE_REASON_LABELS[duplicate.reason]}
          </span>
          <span className="planning-badge planning-badge--warning">
            Übereinstimmung {formatScore(duplicate.score)}
          </span>
        </li>
      ))}
    </ul>
  )
}

function History({ submission }: { submission: QueueSubmission }) {
  return (
    <ol className="planning-history">
      {submission.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> <strong>{entry.actor}</strong>{' '}
          {HISTORY_LABELS[entry.action]}
          {entry.changedFields.length > 0 && (
            <> (geändert: {changedFieldLabels(entry.changedFields)})</>
          )}
          {entry.note && <> – {entry.note}</>}
        </li>
      ))}
    </ol>
  )
}

type OpenDialog = 'reject' | 'duplicate' | null

function Decisions({ submission }: { submission: QueueSubmission }) {
  const client = useQueryClient()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The German sentence of a 409 (changed meanwhile, or decided by someone else). */
  const [conflict, setConflict] = useState<string | null>(null)

  const decide = async (decision: Omit<Decision, 'version'>) => {
    setBusy(true)
    setError(null)
    setConflict(null)
    try {
      const next = await decideSubmission(submission.id, {
        ...decision,
        version: submission.version,
      } as Decision)
      client.setQueryData(submissionQuery(submission.id).queryKey, next)
      setDialog(null)
      await afterDeskWrite(client)
    } catch (cause) {
      if (cause instanceof HttpError && cause.status === 409) {
        setConflict(failureMessage(cause, CONFLICT_MESSAGE))
        setDialog(null)
      } else {
        console.error('Entscheidung fehlgeschlagen', cause)
        setError(failureMessage(cause, 'Die Entscheidung konnte nicht gespeichert werden.'))
      }
    } finally {
      setBusy(false)
    }
  }
  const reload = async () => {
    setConflict(null)
    await client.invalidateQueries({ queryKey: submissionQuery(submission.id).queryKey })
  }

  return (
    <section className="planning-section" aria-labelledby="planning-decision">
      <h2 id="planning-decision">Entscheidung</h2>
      <div aria-live="polite">
        {conflict && (
          <div className="planning-error planning-conflict" role="alert">
            <p>{conflict}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              Neu laden
            </Button>
          </div>
        )}
        {error && dialog === null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {OPEN_STATES.has(submission.state) ? (
        <div className="planning-buttons planning-actions">
          <Button disabled={busy} onClick={() => void decide({ decision: 'annehmen' })}>
            <Icon name="check" /> Annehmen
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('reject')}>
            Ablehnen …
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('duplicate')}>
            Dublette von …
          </Button>
        </div>
      ) : (
        <p>
          Entschieden: <strong>{STATE_LABELS[submission.state]}</strong>
          {submission.rejectionReason && <> – {submission.rejectionReason}</>}
          {submission.eventId && (
            <>
              {' '}
              <Link to={`/events/standard/detail/${submission.eventId}`}>Zum Termin</Link>
            </>
          )}
        </p>
      )}
      {dialog === 'reject' && (
        <RejectDialog
          busy={busy}
          error={error}
          onDecide={(decision) => void decide(decision)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'duplicate' && (
        <DuplicateDialog
          duplicates={submission.duplicates}
          busy={busy}
          error={error}
          onDecide={(decision) => void decide(decision)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}

function SubmissionView({ submission }: { submission: QueueSubmission }) {
  return (
    <article className="planning-page">
      <p className="planning-back">
        <Link to="/planning">
          <Icon name="arrow-left" /> Zur Terminplanung
        </Link>
      </p>
      <p className="detail-kicker">
        Einreichung {submission.reference} ·{' '}
        <span className={`planning-state planning-state--${submission.state}`}>
          {STATE_LABELS[submission.state]}
        </span>
      </p>
      <h1>{submission.fields.title}</h1>
      <p className="planning-meta">
        Eingereicht von {submission.submitter.name} ({submission.submitter.email}) am{' '}
        {formatDateTime(submission.submittedAt)} Uhr
      </p>
      {OPEN_STATES.has(submission.state) && (
        <p>
          <Link
            className={buttonClassName('secondary')}
            to={`/planning/submissions/${encodeURIComponent(submission.id)}/edit`}
          >
            Bearbeiten
          </Link>
        </p>
      )}
      <Decisions submission={submission} />
      <section className="planning-section" aria-labelledby="planning-duplicates">
        <h2 id="planning-duplicates">Mögliche Dubletten</h2>
        <Duplicates submission={submission} />
      </section>
      <section className="planning-section" aria-labelledby="planning-fields">
        <h2 id="planning-fields">Angaben</h2>
        <SubmissionFields fields={submission.fields} />
      </section>
      <section className="planning-section" aria-labelledby="planning-history">
        <h2 id="planning-history">Verlauf</h2>
        <History submission={submission} />
      </section>
    </article>
  )
}

function SubmissionLoader() {
  const { submissionId = '' } = useParams()
  const load = readOf(
    useQuery(submissionQuery(submissionId)),
    'Die Einreichung konnte nicht geladen werden.',
  )
  if (load.status === 'loading') return <Spinner label="Einreichung wird geladen …" />
  if (load.status === 'error')
    return (
      <article className="planning-page">
        <p className="planning-error" role="alert">
          {load.notFound ? 'Diese Einreichung gibt es nicht.' : load.message}
        </p>
        <Link className={buttonClassName('secondary')} to="/planning">
          Zur Terminplanung
        </Link>
      </article>
    )
  return <SubmissionView submission={load.data} />
}

export default function SubmissionPage() {
  return (
    <PlannerOnly>
      <SubmissionLoader />
    </PlannerOnly>
  )
}
