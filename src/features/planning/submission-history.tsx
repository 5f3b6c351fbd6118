import { formatDateTime } from '@domain/berlin-time'
import type { QueueSubmission } from '@domain/planning-api'
import { changedFieldLabels, HISTORY_LABELS } from './planning-labels'

/** Who did what to a submission, oldest first, with the fields an edit changed. */
export function SubmissionHistory({ submission }: { submission: QueueSubmission }) {
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
