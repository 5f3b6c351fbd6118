// Before the preview: entries of the agenda and open submissions that look like this one, with a
// word that the submitter may send it all the same.
import { Link } from 'react-router-dom'
import { formatLongDate } from '@domain/berlin-time'
import type { Duplicate } from '@domain/submissions-api'

export function DuplicateList({ duplicates }: { duplicates: Duplicate[] }) {
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
