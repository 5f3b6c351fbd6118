// The outbox's engine: create-outbox.ts wired to IndexedDB, fetch, the stored ticket and the
// message bar. Loaded by outbox.ts with the first write, a sign-out or a start that finds writes
// waiting (docs/architecture.md#start-up); nothing else imports it.
import { getDefaultStore } from 'jotai'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { getValidTicket } from '@/lib/auth/auth-session'
import { decodeProfile } from '@/lib/auth/profile'
import { showMessage } from '@/stores/message-bar'
import { createOutbox } from './create-outbox'
import { localData, type OutboxEntry } from './local-data'
import { isOffline } from './network-status'
import { announceOutboxChange } from './outbox-changes'
import { sendOutboxEntry } from './outbox-transport'
import { runExclusive } from './replay-lock'

function droppedReason(status: number): string {
  if (status === 404 || status === 410) return 'es gibt den Eintrag nicht mehr.'
  if (status === 409 || status === 412) return 'der Eintrag wurde inzwischen anders geändert.'
  return 'der Server hat die Änderung abgelehnt.'
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

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
    retryTimer = setTimeout(() => void outbox.replayOutbox(), delayMs)
  },
  onChange: announceOutboxChange,
})

export const { replayOutbox, sendOrQueue } = outbox
