// Nothing typed is lost (issue 17): the form's draft and step are kept on the device as the user
// types (debounced) and when the step changes, restored on return to the form (offline too), and
// cleared once the submission is sent or waits in the outbox.
import { localData, type StoredSubmissionDraft } from '@/offline/local-data'
import { emptyDraft, SUBMISSION_STEPS, type SubmissionDraft } from './submission-draft'

interface DraftStore {
  get: (key: string) => Promise<StoredSubmissionDraft | undefined>
  put: (key: string, value: StoredSubmissionDraft) => Promise<void>
  remove: (key: string) => Promise<void>
}

interface KeeperOptions {
  store?: DraftStore
  delayMs?: number
  /** 'waiting' as soon as a change waits to be kept, 'saved' once the device has all of it. */
  onStateChange?: (state: 'waiting' | 'saved') => void
}

export interface KeptDraft {
  draft: SubmissionDraft
  step: number
}

export function createDraftKeeper(
  key: string,
  { store = localData.submissionDrafts, delayMs = 400, onStateChange }: KeeperOptions = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: KeptDraft | undefined
  // Writes and removals run one after another, so a late save never revives a cleared draft.
  let queue: Promise<unknown> = Promise.resolve()
  const run = (operation: () => Promise<unknown>) => {
    queue = queue.then(operation, operation).catch(() => undefined)
    return queue
  }

  const flush = async (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    const value = pending
    pending = undefined
    if (!value) return
    await run(async () => {
      await store.put(key, { draft: { ...value.draft }, step: value.step, savedAt: Date.now() })
      if (pending === undefined) onStateChange?.('saved')
    })
  }

  return {
    /** The kept draft, filled up with the fields an older form did not have; null when none. */
    restore: async (): Promise<KeptDraft | null> => {
      const stored = await store.get(key).catch(() => undefined)
      if (!stored) return null
      const lastStep = SUBMISSION_STEPS.length - 1
      return {
        draft: { ...emptyDraft(), ...(stored.draft as Partial<SubmissionDraft>) },
        step: Math.min(Math.max(0, Math.trunc(stored.step) || 0), lastStep),
      }
    },
    /** Keeps the draft after a pause in typing. */
    save: (draft: SubmissionDraft, step: number) => {
      pending = { draft, step }
      onStateChange?.('waiting')
      clearTimeout(timer)
      timer = setTimeout(() => void flush(), delayMs)
    },
    /** Writes a waiting save now (a step change, leaving the page). */
    flush,
    clear: async (): Promise<void> => {
      clearTimeout(timer)
      timer = undefined
      pending = undefined
      await run(() => store.remove(key))
    },
  }
}
