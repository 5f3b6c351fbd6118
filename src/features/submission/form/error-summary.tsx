// The refusals of a step (or of the whole form) in a summary at its top, each a link to its
// field; it takes the focus after a failed „Weiter“ or „Speichern“. Shared with the desk's form.
import { useEffect, useRef } from 'react'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import { fieldId } from './field-parts'

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
