// /planning/submissions/:submissionId (docs/product.md#planning-desk): one submission with its
// reference, state and submitter, the desk's decisions, its likely duplicates with their score,
// its fields (the event drawn by the agenda's own detail view), and its history.
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import type { QueueSubmission } from '@domain/planning-api'
import { isOpenSubmissionState } from '@domain/submissions-api'
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Spinner } from '@/components/ui/spinner'
import { readOf } from '@/lib/query/use-read'
import { submissionQuery } from './api/planning-requests'
import { PlannerOnly } from './planner-only'
import { STATE_LABELS } from './planning-labels'
import { SubmissionDecisions } from './submission-decisions'
import { SubmissionDetails } from './submission-details'
import { SubmissionDuplicates } from './submission-duplicates'
import { SubmissionHistory } from './submission-history'
import './planning.css'

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
      {isOpenSubmissionState(submission.state) && (
        <p>
          <Link
            className={buttonClassName('secondary')}
            to={`/planning/submissions/${encodeURIComponent(submission.id)}/edit`}
          >
            Bearbeiten
          </Link>
        </p>
      )}
      <SubmissionDecisions submission={submission} />
      <section className="planning-section" aria-labelledby="planning-duplicates">
        <h2 id="planning-duplicates">Mögliche Dubletten</h2>
        <SubmissionDuplicates submission={submission} />
      </section>
      <section className="planning-section" aria-labelledby="planning-fields">
        <h2 id="planning-fields">Angaben</h2>
        <SubmissionDetails submission={submission} />
      </section>
      <section className="planning-section" aria-labelledby="planning-history">
        <h2 id="planning-history">Verlauf</h2>
        <SubmissionHistory submission={submission} />
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
