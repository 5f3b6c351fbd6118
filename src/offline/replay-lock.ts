// One outbox replay at a time: across tabs with a Web Lock where the browser has them, else at
// least within this tab. A second caller skips instead of waiting; the running replay takes its
// entries too, since it reads the outbox afresh after every entry.
const LOCK_NAME = 'agenda-outbox-replay'
let replayingInThisTab = false

export async function runExclusive(task: () => Promise<void>): Promise<void> {
  if (replayingInThisTab) return
  replayingInThisTab = true
  try {
    if (typeof navigator !== 'undefined' && 'locks' in navigator) {
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
