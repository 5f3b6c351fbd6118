// What every field of the submission form shares: the element id of a field path (for labels, the
// summary's links and focus), the props of a section, a field's refusal, and a group of fields.
import type { ReactNode } from 'react'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import type { SubmissionDraft } from '../submission-draft'

/** The element id of a field path, for labels, the summary's links and focus. */
export const fieldId = (path: string) => `submission-${path.replaceAll('/', '-')}`

export interface FieldsProps {
  value: SubmissionDraft
  onChange: (value: SubmissionDraft) => void
  errors: SubmissionFieldErrors
}

export function FieldError({ path, errors }: { path: string; errors: SubmissionFieldErrors }) {
  const message = errors[path]
  if (!message) return null
  return (
    <p className="submission-field__error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  )
}

export function Group({
  legend,
  children,
  path,
  errors,
}: {
  legend: string
  children: ReactNode
  path?: string
  errors: SubmissionFieldErrors
}) {
  return (
    <fieldset className="submission-group" id={path ? fieldId(path) : undefined}>
      <legend>{legend}</legend>
      {path && <FieldError path={path} errors={errors} />}
      {children}
    </fieldset>
  )
}
