// The desk's warning before it writes a second entry of one happening (issue 36,
// docs/product.md#planning-desk): the server answers 409 POSSIBLE_DUPLICATE with the entries of
// the agenda the submissions' duplicate rule finds; the planner opens them, or goes ahead.
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { formatDateTime } from '@domain/berlin-time'
import type { Duplicate } from '@domain/submissions-api'
import { Button } from '@/components/ui/button'
import { HttpError } from '@/lib/http/http-error'
import './planning.css'

/** The entries a refused write may duplicate, or null when it was refused for another reason. */
export function possibleDuplicates(cause: unknown): Duplicate[] | null {
  if (!(cause instanceof HttpError) || cause.status !== 409) return null
  const { code, duplicates } = cause.apiError ?? {}
  return code === 'POSSIBLE_DUPLICATE' && Array.isArray(duplicates)
    ? (duplicates as Duplicate[])
    : null
}

export function DuplicateWarning({
  duplicates,
  proceedLabel,
  busy,
  onProceed,
}: {
  duplicates: Duplicate[]
  proceedLabel: string
  busy: boolean
  onProceed: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  // Shown below the button that was pressed: the focus goes to it, a screen reader reads it.
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="planning-conflict duplicate-warning" role="alert" tabIndex={-1} ref={ref}>
      <ul>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            Möglicher Doppeleintrag:{' '}
            <Link to={`/events/standard/detail/${encodeURIComponent(duplicate.id)}`}>
              {duplicate.title}
            </Link>{' '}
            ({formatDateTime(duplicate.startTime)} Uhr)
          </li>
        ))}
      </ul>
      <p>Ist es ein anderer Termin, können Sie trotzdem fortfahren.</p>
      <Button variant="secondary" disabled={busy} onClick={onProceed}>
        {proceedLabel}
      </Button>
    </div>
  )
}
