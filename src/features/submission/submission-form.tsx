// The form at /submit (issue 17, docs/product.md#submit): the steps of a submission, each checked
// with the domain's schema before the next; a refusal shows beside its field and in a summary at
// the top that takes the focus. Then the preview with possible duplicates, and sending (through
// the outbox, so a submission made offline waits on the device and arrives exactly once). The
// draft is kept on the device while it is typed (form/use-kept-draft.ts).
import { useState } from 'react'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import type { Duplicate } from '@domain/submissions-api'
import { Button } from '@/components/ui/button'
import { findDuplicates, sendSubmission, type Sent } from './api/submission-requests'
import { Confirmation } from './form/confirmation'
import { DuplicateList } from './form/duplicate-list'
import { ErrorSummary } from './form/error-summary'
import { StepList } from './form/step-list'
import { SubmissionPreview } from './form/submission-preview'
import { useKeptDraft } from './form/use-kept-draft'
import { draftErrors, stepErrors, SUBMISSION_STEPS, type SubmissionDraft } from './submission-draft'
import { SubmissionFields } from './submission-fields'

export function SubmissionForm({ onSent }: { onSent?: () => void }) {
  const {
    draft,
    step,
    restored,
    kept,
    waiting,
    change: keep,
    goTo,
    clear,
    restart,
  } = useKeptDraft()
  const [errors, setErrors] = useState<SubmissionFieldErrors>({})
  const [failedAttempt, setFailedAttempt] = useState(0)
  const [duplicates, setDuplicates] = useState<Duplicate[]>([])
  const [busy, setBusy] = useState(false)
  const [sendError, setSendError] = useState<string | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const previewing = step === SUBMISSION_STEPS.length
  const current = SUBMISSION_STEPS[step]

  const change = (next: SubmissionDraft) => {
    keep(next)
    // A refusal goes once its field is right; new ones wait for the next „Weiter“.
    if (Object.keys(errors).length > 0 && current) {
      const still = stepErrors(next, current.id)
      setErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => path in still)))
    }
  }

  const refuse = (found: SubmissionFieldErrors) => {
    setErrors(found)
    setFailedAttempt((attempt) => attempt + 1)
  }

  const next = async () => {
    if (!current) return
    const found = stepErrors(draft, current.id)
    if (Object.keys(found).length > 0) return refuse(found)
    setErrors({})
    if (step === SUBMISSION_STEPS.length - 1) {
      const all = draftErrors(draft)
      if (Object.keys(all).length > 0) return refuse(all)
      setDuplicates(await findDuplicates(draft))
    }
    goTo(step + 1)
  }

  const send = async () => {
    setBusy(true)
    setSendError(null)
    try {
      const result = await sendSubmission(draft)
      if (!result) {
        setSendError('Der Server hat die Einreichung abgelehnt. Bitte prüfen Sie Ihre Angaben.')
      } else {
        await clear()
        onSent?.()
        setSent(result)
      }
    } catch {
      setSendError('Die Einreichung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.')
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <Confirmation
        sent={sent}
        onNew={() => {
          restart()
          setSent(null)
        }}
      />
    )
  }

  if (!restored) return null

  return (
    <form
      className="submission-form"
      noValidate
      aria-labelledby="submission-step-title"
      onSubmit={(event) => {
        event.preventDefault()
        void (previewing ? send() : next())
      }}
    >
      <StepList step={step} />
      <h2 id="submission-step-title">
        Schritt {step + 1} von {SUBMISSION_STEPS.length + 1}: {current?.title ?? 'Vorschau'}
      </h2>
      <ErrorSummary errors={errors} onShown={failedAttempt > 0} key={failedAttempt} />
      {current ? (
        <SubmissionFields section={current.id} value={draft} onChange={change} errors={errors} />
      ) : (
        <>
          <DuplicateList duplicates={duplicates} />
          <SubmissionPreview draft={draft} />
        </>
      )}
      {sendError && (
        <p className="form-error" role="alert">
          {sendError}
        </p>
      )}
      <div className="page__actions">
        {step > 0 && (
          <Button
            variant="secondary"
            onClick={() => {
              setErrors({})
              goTo(step - 1)
            }}
          >
            Zurück
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {previewing ? 'Absenden' : step === SUBMISSION_STEPS.length - 1 ? 'Vorschau' : 'Weiter'}
        </Button>
      </div>
      {/* The text is set once, so the live region speaks once; data-waiting serves the tests. */}
      <p className="submission-kept" role="status" data-waiting={waiting || undefined}>
        {kept ? 'Entwurf auf diesem Gerät gespeichert' : ''}
      </p>
    </form>
  )
}
