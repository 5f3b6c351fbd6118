// One outbox replay at a time: across tabs with a Web Lock where the browser has them, else at
// least within this tab. A second caller skips instead of waiting; the running replay takes its
// entries too, since it reads the outbox afresh after every entry.
const LOCK_NAME = 'agenda-outbox-replay'
let replayingInThisTab = false

// Some environments name `locks` but leave it null.
const hasWebLocks = () =>
  typeof navigator !== 'undefined' && (navigator as Partial<Navigator>).locks != null

export async function runExclusive(task: () => Promise<void>): Promise<void> {
  if (replayingInThisTab) return
  replayingInThisTab = true
  try {
    if (hasWebLocks()) {
      await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (lock) await task()
      })
    } else {
      await task()
    }
  } finally {
    replayingInThisTab = false
  }
}

async function replayRuns(): Promise<boolean> {
  if (replayingInThisTab) return true
  if (!hasWebLocks()) return false
  const { held = [] } = await navigator.locks.query()
  return held.some((lock) => lock.name === LOCK_NAME)
}

const REPLAY_CHECK_INTERVAL_MS = 50

/**
 * Resolves once no replay runs in any tab, or after `limitMs`. A write a replay is sending may be
 * on the server and still in the outbox; read after this, the outbox holds only unsent writes.
 */
export async function whenNoReplayRuns(limitMs = 5000): Promise<void> {
  const giveUpAt = Date.now() + limitMs
  while (Date.now() < giveUpAt && (await replayRuns())) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_CHECK_INTERVAL_MS))
  }
}
