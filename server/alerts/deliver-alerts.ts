// Delivery of owed alerts (docs/architecture.md "Alerts and jobs"): the job names and the pieces
// the delivery batch (deliver-alert-batch.ts), the digest (deliver-digest.ts) and the follow
// notices (deliver-follow-notices.ts) share, and the sending of a written-down mail: the delivery
// writes the mail (alert_mails) with the deliveries marked in one transaction, and its own job
// sends it under its own id, so a crash mid-send resends that same message only.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import {
  alertDeliveries,
  alertMails,
  events,
  type AlertChannel,
  type EventChangeKind,
} from '../db/schema/index'
import { enqueueJobs } from '../jobs/job-queue'
import type { AlertMailEntry } from './alert-mail'

export const DELIVER_JOB = 'alerts.deliver'
export const SEND_MAIL_JOB = 'alerts.mail'

export const deliveryJobKey = (savedSearchId: string, channel: AlertChannel) =>
  `${DELIVER_JOB}:${savedSearchId}:${channel}`

export interface DeliveryContext {
  db: Database
  publicUrl: string
  /** Signs the search's unsubscribe link. */
  unsubscribeLink: (userId: string, savedSearchId: string) => Promise<string>
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A mail written down in the delivery's transaction, sent later by its own job. */
export type WrittenMail = typeof alertMails.$inferInsert

/** Writes the mails down (500 rows a statement) and queues one send job per mail. */
export async function writeDownMails(tx: Tx, mails: readonly WrittenMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 500)
    await tx.insert(alertMails).values(mails.slice(start, start + 500))
  await enqueueJobs(
    tx,
    SEND_MAIL_JOB,
    mails.map((mail) => ({ payload: { mailId: mail.id } })),
  )
}

/** The owed, undelivered alerts of one search and channel, locked; each entry once, latest change. */
export async function takePending(tx: Tx, savedSearchId: string, channel: AlertChannel) {
  const pending = await tx
    .select()
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.savedSearchId, savedSearchId),
        eq(alertDeliveries.channel, channel),
        isNull(alertDeliveries.deliveredAt),
      ),
    )
    .for('update', { skipLocked: true })
  const latest = new Map<string, EventChangeKind>()
  for (const row of [...pending].sort((a, b) => a.version - b.version))
    latest.set(row.eventId, row.change)
  return { ids: pending.map((row) => row.id), latest }
}

/** The alerted events as they are now (a digest's or a delivery batch's, in one query). */
export async function readAlertEvents(tx: Tx, eventIds: string[]) {
  if (!eventIds.length) return []
  return tx
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      status: events.status,
      embargoAt: events.embargoAt,
    })
    .from(events)
    .where(inArray(events.id, eventIds))
}

/** The mail entries of `latest`'s events among `found`, each with its latest change, by start. */
export function mailEntriesOf(
  found: Awaited<ReturnType<typeof readAlertEvents>>,
  latest: Map<string, EventChangeKind>,
): AlertMailEntry[] {
  return found
    .filter((event) => latest.has(event.id))
    .map((event) => ({
      eventId: event.id,
      title: event.title,
      startsAt: event.startsAt,
      change: event.status === 'cancelled' ? 'cancelled' : (latest.get(event.id) ?? 'changed'),
      embargoAt: event.embargoAt,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

export async function entriesOf(
  tx: Tx,
  latest: Map<string, EventChangeKind>,
): Promise<AlertMailEntry[]> {
  return mailEntriesOf(await readAlertEvents(tx, [...latest.keys()]), latest)
}

export async function markDelivered(tx: Tx, ids: number[], mailId?: string) {
  await tx
    .update(alertDeliveries)
    .set({ deliveredAt: sql`now()`, mailId: mailId ?? null })
    .where(inArray(alertDeliveries.id, ids))
}

export interface MailSender {
  send(message: {
    id: string
    to: string
    subject: string
    text: string
    html: string
    headers: Record<string, string>
  }): Promise<void>
}

/** Sends a written-down alert mail unless already sent; the mailer sends one id once. */
export async function sendAlertMail(db: Database, mailer: MailSender, mailId: string) {
  const [mail] = await db
    .select()
    .from(alertMails)
    .where(and(eq(alertMails.id, mailId), isNull(alertMails.sentAt)))
  if (!mail) return
  await mailer.send({ id: mail.id, ...mail.message })
  await db
    .update(alertMails)
    .set({ sentAt: sql`now()` })
    .where(eq(alertMails.id, mailId))
}
