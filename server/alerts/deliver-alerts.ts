// Delivery of owed alerts, per saved search and channel (docs/architecture.md "Alerts and jobs").
// The job waits ALERT_COALESCE_SECONDS after the first change, so quick edits of one entry make one
// alert. In the app: the notifications are written and the deliveries marked in one transaction.
// By mail: the message is written down (alert_mails) and the deliveries marked in one transaction,
// then sent by its own job under its own id, so a crash mid-send resends that same message only.
// While the user's pause or quiet hours hold, immediate mail waits (this job comes back when the
// hold ends) and push is not sent at all (the centre has the entries); a digest search's mail
// waits for the user's digest job (deliver-digest.ts).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import {
  alertDeliveries,
  alertMails,
  events,
  notifications,
  savedSearches,
  users,
  type AlertChannel,
  type EventChangeKind,
} from '../db/schema/index'
import { enqueueJob } from '../jobs/job-queue'
import { topics } from '../graphql/subscriptions/change-notice'
import { COLLABORATION_CHANNEL } from '../graphql/subscriptions/change-notice'
import { alertMail, type AlertMailEntry } from './alert-mail'
import { alertPush, enqueueAlertPush } from './alert-push'
import { readNotificationSettings } from './notification-settings-store'
import { holdEnd } from './notification-times'

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

export async function entriesOf(
  tx: Tx,
  latest: Map<string, EventChangeKind>,
): Promise<AlertMailEntry[]> {
  if (!latest.size) return []
  const rows = await tx
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      status: events.status,
    })
    .from(events)
    .where(inArray(events.id, [...latest.keys()]))
  return rows
    .map((row) => ({
      eventId: row.id,
      title: row.title,
      startsAt: row.startsAt,
      change: row.status === 'cancelled' ? 'cancelled' : (latest.get(row.id) ?? 'changed'),
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

export async function markDelivered(tx: Tx, ids: number[], mailId?: string) {
  await tx
    .update(alertDeliveries)
    .set({ deliveredAt: sql`now()`, mailId: mailId ?? null })
    .where(inArray(alertDeliveries.id, ids))
}

export async function deliverAlerts(
  context: DeliveryContext,
  savedSearchId: string,
  channel: AlertChannel,
) {
  // Signed before the transaction: the key is read from the database, and PGlite's one connection
  // belongs to the transaction while it runs.
  const [owner] = await context.db
    .select({ ownerId: savedSearches.ownerId })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearchId))
  if (!owner) return
  const unsubscribe = await context.unsubscribeLink(owner.ownerId, savedSearchId)
  const settings = await readNotificationSettings(context.db, owner.ownerId)
  const heldUntil = holdEnd(settings, new Date())
  await context.db.transaction(async (tx) => {
    const { ids, latest } = await takePending(tx, savedSearchId, channel)
    if (!ids.length) return
    const [search] = await tx
      .select({ search: savedSearches, email: users.email })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.ownerId))
      .where(eq(savedSearches.id, savedSearchId))
    if (!search) return
    const { ownerId, name } = search.search
    const entries = await entriesOf(tx, latest)
    if (channel === 'app' && search.search.alertInApp && entries.length) {
      await tx.insert(notifications).values(
        entries.map((entry) => ({
          id: crypto.randomUUID(),
          userId: ownerId,
          savedSearchId,
          searchName: name,
          eventId: entry.eventId,
          eventTitle: entry.title,
          startsAt: entry.startsAt,
          change: entry.change,
        })),
      )
      const notice = JSON.stringify({
        topic: topics.notificationsOf(ownerId),
        actorId: '',
        count: entries.length,
      })
      await tx.execute(sql`SELECT pg_notify(${COLLABORATION_CHANNEL}, ${notice})`)
    }
    if (channel === 'push' && search.search.alertPush && entries.length && !heldUntil) {
      await enqueueAlertPush(tx, {
        userId: ownerId,
        message: alertPush(savedSearchId, name, entries),
      })
    }
    if (channel === 'mail') {
      // A digest's deliveries wait for the digest; a search whose mail was turned off drops them.
      if (search.search.alertMail === 'digest') return
      if (search.search.alertMail === 'immediate' && entries.length && heldUntil) {
        // This very job again when the hold ends: it sees what is owed then, in one mail.
        await enqueueJob(tx, DELIVER_JOB, {
          key: deliveryJobKey(savedSearchId, channel),
          runAt: heldUntil,
          payload: { savedSearchId, channel },
        })
        return
      }
      if (search.search.alertMail === 'immediate' && entries.length) {
        const mailId = crypto.randomUUID()
        const message = alertMail({
          to: search.email,
          searchName: name,
          entries,
          publicUrl: context.publicUrl,
          unsubscribeLink: unsubscribe,
        })
        await tx.insert(alertMails).values({ id: mailId, userId: ownerId, message })
        await enqueueJob(tx, SEND_MAIL_JOB, { payload: { mailId } })
        await markDelivered(tx, ids, mailId)
        return
      }
    }
    await markDelivered(tx, ids)
  })
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
