// The app's outbox: the engine of create-outbox.ts wired to IndexedDB, fetch, the stored ticket
// and the browser's events. Any write can join: `sendOrQueue({ method, url, body, description })`.
import { getDefaultStore } from 'jotai'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { getValidTicket } from '@/lib/auth/auth-session'
import { decodeProfile } from '@/lib/auth/profile'
import { showMessage } from '@/stores/message-bar'
import { createOutbox } from './create-outbox'
import { externalValueAtom, observableValue } from './external-value-atom'
import { localData, type OutboxEntry } from './local-data'
import { isOffline, onOnlineChange } from './network-status'
import { sendOutboxEntry } from './outbox-transport'
import { runExclusive } from './replay-lock'

const pendingCount = observableValue(0)
// Tabs tell each other when the outbox changed.
const outboxChannel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('agenda-outbox')

async function recount(): Promise<void> {
  pendingCount.set(await localData.outbox.count())
}

function droppedReason(status: number): string {
  if (status === 404 || status === 410) return 'es gibt den Eintrag nicht mehr.'
  if (status === 409 || status === 412) return 'der Eintrag wurde inzwischen anders geändert.'
  return 'der Server hat die Änderung abgelehnt.'
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

/** Recounts here and in other tabs; also for code that edits a waiting entry itself. */
export function announceOutboxChange(): void {
  void recount()
  outboxChannel?.postMessage('changed')
}

const outbox = createOutbox({
  store: localData.outbox,
  send: sendOutboxEntry,
  getSession: async () => {
    // Only once the sign-in has settled: a stale ticket at start would just earn a 401.
    if (!getDefaultStore().get(profileAtom)) return null
    const ticket = await getValidTicket()
    const profile = ticket ? decodeProfile(ticket) : null
    return ticket && profile ? { ticket, accountId: profile.account_id } : null
  },
  currentAccountId: () => getDefaultStore().get(profileAtom)?.account_id ?? null,
  isOnline: () => !isOffline(),
  runExclusive,
  now: Date.now,
  newIdempotencyKey: () => crypto.randomUUID(),
  onDropped: (entry: OutboxEntry, status: number) =>
    showMessage({
      type: 'error',
      text: `„${entry.description}“ wurde verworfen: ${droppedReason(status)}`,
      stay: true,
    }),
  onRetryLater: (delayMs: number) => {
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => void replayOutbox(), delayMs)
  },
  onChange: announceOutboxChange,
})

export const { replayOutbox, sendOrQueue } = outbox

/** Calls `listener` after every change of the outbox, in this tab or another. */
export const onOutboxChange = (listener: () => void): (() => void) =>
  pendingCount.subscribe(listener)

/** Number of writes waiting for the server, for "N Änderungen warten auf Verbindung". */
export const pendingWritesCountAtom = externalValueAtom(pendingCount.get, pendingCount.subscribe)

/**
 * Replays now, when a user is signed in (again), and whenever the app comes back online or to the
 * foreground; call once at start.
 */
export function startOutboxReplay(store = getDefaultStore()): () => void {
  const replay = () => {
    void recount()
    if (document.visibilityState === 'visible') void replayOutbox()
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
