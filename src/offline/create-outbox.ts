// The outbox engine: writes wait, each with its own idempotency key, until the server has answered.
// Replays go in order, one at a time across tabs; an entry leaves only after the server's answer,
// so a replay cut off by a reload re-sends with the same key and the server answers the repeat.
// Each entry belongs to the account that made it and is sent only with that account's ticket.
import { isAccessRefusalCode } from '@domain/agenda-access'
import type { OutboxEntry } from './local-data'
import { newOutboxEntry, type OutboxWrite } from './outbox-entry'

export interface OutboxStore {
  add(entry: Omit<OutboxEntry, 'id'>): Promise<OutboxEntry>
  first(): Promise<OutboxEntry | undefined>
  update(entry: OutboxEntry): Promise<void>
  remove(id: number): Promise<void>
}

/** Who is signed in now: the ticket to send and the account it belongs to. */
export interface OutboxSession {
  ticket: string
  accountId: string
}

/** The server's answer to one entry; `send` rejects instead when no answer came. */
export type OutboxAnswer =
  { ok: true; body: unknown } | { ok: false; status: number; code?: string | undefined }

export interface OutboxDependencies {
  store: OutboxStore
  /** Sends one entry; rejects only when no answer came (network error). */
  send(entry: OutboxEntry, ticket: string): Promise<OutboxAnswer>
  /** The ticket to send now (renewed when about to expire); null when nobody is signed in. */
  getSession(): Promise<OutboxSession | null>
  /** The signed-in account, whose writes are queued; null when nobody is signed in. */
  currentAccountId(): string | null
  isOnline(): boolean
  /** Runs the task unless a replay (in any tab) is already running. */
  runExclusive(task: () => Promise<void>): Promise<void>
  now(): number
  newIdempotencyKey(): string
  onDropped(entry: OutboxEntry, status: number): void
  onRetryLater(delayMs: number): void
  onChange(): void
}

export interface ReplayReport {
  sent: { entry: OutboxEntry; body: unknown }[]
  dropped: { entry: OutboxEntry; status: number }[]
}

// The write can never succeed as sent: the thing is gone, changed meanwhile, or the request is bad.
const DROPPED_STATUSES = new Set([400, 404, 409, 410, 412, 422])
// The same key still running on the server (a replay cut off by a reload): ask again later.
const IN_PROGRESS_CODE = 'IDEMPOTENCY_IN_PROGRESS'

function cannotSucceed(answer: { status: number; code?: string | undefined }): boolean {
  // Lost access may come back (consent, reactivation); any other 403 is this thing's own rule.
  if (answer.status === 403) return !isAccessRefusalCode(answer.code)
  return DROPPED_STATUSES.has(answer.status) && answer.code !== IN_PROGRESS_CODE
}
const FIRST_RETRY_DELAY_MS = 2000
const MAX_RETRY_DELAY_MS = 5 * 60_000

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS)

export function createOutbox(deps: OutboxDependencies) {
  async function enqueueWrite(write: OutboxWrite): Promise<OutboxEntry> {
    const entry = await deps.store.add(
      newOutboxEntry(write, deps.currentAccountId(), deps.newIdempotencyKey(), deps.now()),
    )
    deps.onChange()
    return entry
  }

  async function postpone(entry: OutboxEntry): Promise<void> {
    const attempts = entry.attempts + 1
    const delay = retryDelayMs(attempts)
    await deps.store.update({ ...entry, attempts, nextAttemptAt: deps.now() + delay })
    deps.onRetryLater(delay)
  }

  /** Removes a write of another account unsent and unannounced: its text is not this user's. */
  async function discardForeign(entry: OutboxEntry): Promise<void> {
    await deps.store.remove(entry.id)
    deps.onChange()
  }

  /**
   * Replays waiting writes in order; stops at the first that must be retried later. `now` skips
   * the waiting after failed attempts (the user is about to sign out and wants them sent).
   */
  async function replayOutbox(options: { now?: boolean } = {}): Promise<ReplayReport> {
    const report: ReplayReport = { sent: [], dropped: [] }
    if (!deps.isOnline()) return report
    const session = await deps.getSession()
    if (!session) return report
    await deps.runExclusive(async () => {
      // In order: a rename must not overtake the create it depends on.
      for (let entry = await deps.store.first(); entry; entry = await deps.store.first()) {
        if (entry.accountId !== session.accountId) {
          await discardForeign(entry)
          continue
        }
        const waitMs = entry.nextAttemptAt - deps.now()
        if (waitMs > 0 && !options.now) return deps.onRetryLater(waitMs)
        let answer: OutboxAnswer
        try {
          answer = await deps.send(entry, session.ticket)
        } catch {
          return postpone(entry)
        }
        if (answer.ok || cannotSucceed(answer)) {
          await deps.store.remove(entry.id)
          deps.onChange()
          if (answer.ok) report.sent.push({ entry, body: answer.body })
          else {
            report.dropped.push({ entry, status: answer.status })
            deps.onDropped(entry, answer.status)
          }
          continue
        }
        // 5xx, 408, 429, 401 until signed in again, 403 until access returns: keep it for later.
        return postpone(entry)
      }
    })
    return report
  }

  /** Sends a write now if possible; otherwise it waits in the outbox and is replayed later. */
  async function sendOrQueue(
    write: OutboxWrite,
  ): Promise<{ status: 'sent'; body: unknown } | { status: 'queued' | 'dropped' }> {
    // Queued first, so the write survives a reload and never overtakes older waiting writes.
    const entry = await enqueueWrite(write)
    const report = await replayOutbox()
    const sent = report.sent.find((item) => item.entry.id === entry.id)
    if (sent) return { status: 'sent', body: sent.body }
    if (report.dropped.some((item) => item.entry.id === entry.id)) return { status: 'dropped' }
    return { status: 'queued' }
  }

  return { enqueueWrite, replayOutbox, sendOrQueue }
}
