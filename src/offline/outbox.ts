// The app's outbox as the rest of the app sees it: any write can join with
// `sendOrQueue({ method, url, body, description })`. The count of waiting writes lives here; the
// engine that sends them (outbox-engine.ts) loads with the first write or sign-out, or at start
// when the device still holds waiting writes: a start with an empty outbox never loads it
// (docs/architecture.md#start-up). Out of reach offline, the write waits without it.
import { getDefaultStore } from 'jotai'
import { profileAtom } from '@/lib/auth/auth-atoms'
import type { ReplayReport } from './create-outbox'
import type { OutboxWrite } from './outbox-entry'
import { externalValueAtom } from './external-value-atom'
import { localData } from './local-data'
import { onOnlineChange } from './network-status'
import { announceOutboxChange, outboxChannel, pendingCount, recount } from './outbox-changes'
import { newOutboxEntry } from './outbox-entry'

export { announceOutboxChange }

const loadEngine = () => import('./outbox-engine')

/**
 * The engine, or undefined while its code is out of reach: offline on a first visit, before the
 * service worker has stored the app's files.
 */
const reachableEngine = () => loadEngine().catch(() => undefined)

/** Sends a write now if possible; otherwise it waits in the outbox and is replayed later. */
export async function sendOrQueue(write: OutboxWrite) {
  const engine = await reachableEngine()
  return engine ? engine.sendOrQueue(write) : queueWithoutEngine(write)
}

/** Offline without the engine the write waits all the same; the replay once online loads it. */
async function queueWithoutEngine(write: OutboxWrite): Promise<{ status: 'queued' }> {
  const accountId = getDefaultStore().get(profileAtom)?.account_id ?? null
  await localData.outbox.add(newOutboxEntry(write, accountId, crypto.randomUUID(), Date.now()))
  announceOutboxChange()
  return { status: 'queued' }
}

/**
 * Replays the waiting writes in order; `now` skips the waiting after failed attempts. Without the
 * engine's code nothing can be sent, and the report says so.
 */
export async function replayOutbox(options?: { now?: boolean }): Promise<ReplayReport> {
  const engine = await reachableEngine()
  return engine ? engine.replayOutbox(options) : { sent: [], dropped: [] }
}

/** Calls `listener` after every change of the outbox, in this tab or another. */
export const onOutboxChange = (listener: () => void): (() => void) =>
  pendingCount.subscribe(listener)

/** Number of writes waiting for the server, for "N Änderungen warten auf Verbindung". */
export const pendingWritesCountAtom = externalValueAtom(pendingCount.get, pendingCount.subscribe)

/**
 * Replays now, when a user is signed in (again), and whenever the app comes back online or to the
 * foreground, each time only if writes wait; call once at start.
 */
export function startOutboxReplay(store = getDefaultStore()): () => void {
  const replay = () => {
    void recount().then((count) => {
      if (count > 0 && document.visibilityState === 'visible') void replayOutbox()
    })
  }
  const stopOnline = onOnlineChange(replay)
  document.addEventListener('visibilitychange', replay)
  // Another tab queued or sent something: recount, and take over a write it could not replay
  // because this tab held the lock.
  outboxChannel?.addEventListener('message', replay)
  const stopSignIn = store.sub(profileAtom, () => {
    if (store.get(profileAtom)) replay()
  })
  replay()
  return () => {
    stopSignIn()
    stopOnline()
    document.removeEventListener('visibilitychange', replay)
    outboxChannel?.removeEventListener('message', replay)
  }
}
