// The form's draft and step, kept on the device while they change (draft-keeper.ts): restored once
// when the form opens (the form waits for it), written at once when the page or the app is left.
import { useEffect, useState } from 'react'
import { createDraftKeeper } from '../draft-keeper'
import { emptyDraft, SUBMISSION_STEPS, type SubmissionDraft } from '../submission-draft'

/** The key of this form's draft on the device. */
const DRAFT_KEY = 'submit'

export function useKeptDraft() {
  const [draft, setDraft] = useState<SubmissionDraft>(emptyDraft)
  const [step, setStep] = useState(0)
  // Whether the kept draft was read, whether one is kept now, and whether a change waits for it.
  const [restored, setRestored] = useState(false)
  const [kept, setKept] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const [keeper] = useState(() =>
    createDraftKeeper(DRAFT_KEY, {
      onStateChange: (state) => {
        setWaiting(state === 'waiting')
        if (state === 'saved') setKept(true)
      },
    }),
  )

  useEffect(() => {
    let live = true
    void keeper.restore().then((found) => {
      if (!live) return
      if (found) {
        setDraft(found.draft)
        setStep(found.step)
        setKept(true)
      }
      setRestored(true)
    })
    // Leaving the page or the app: what waits is written at once.
    const leave = () => void keeper.flush()
    const hidden = () => document.visibilityState === 'hidden' && leave()
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      live = false
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', hidden)
      leave()
    }
  }, [keeper])

  return {
    draft,
    step,
    restored,
    kept,
    waiting,
    /** The draft as typed, kept at the current step. */
    change: (next: SubmissionDraft) => {
      setDraft(next)
      keeper.save(next, step)
    },
    /** Another step, kept at once; the preview is kept as the last step. */
    goTo: (nextStep: number) => {
      setStep(nextStep)
      keeper.save(draft, Math.min(nextStep, SUBMISSION_STEPS.length - 1))
      void keeper.flush()
    },
    /** Sent or queued: nothing is kept any more. */
    clear: async () => {
      await keeper.clear()
      setKept(false)
      setWaiting(false)
    },
    /** An empty form for the next submission. */
    restart: () => {
      setDraft(emptyDraft())
      setStep(0)
    },
  }
}
