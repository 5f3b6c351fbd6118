import { SUBMISSION_STEPS } from '../submission-draft'

/** The form's steps and the preview, the current one marked. */
export function StepList({ step }: { step: number }) {
  return (
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
  )
}
