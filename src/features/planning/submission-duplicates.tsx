// A submission's likely duplicates on its page: events of the agenda and other submissions, each
// with why it matches and its score.
import { Link } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import type { QueueSubmission } from '@domain/planning-api'
import { DUPLICATE_REASON_LABELS, formatScore } from './planning-labels'

export function SubmissionDuplicates({ submission }: { submission: QueueSubmission }) {
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
