// Delivery of owed alerts for many searches and channels at once (docs/architecture.md "Alerts and
// jobs"): the worker hands over a batch of due `alerts.deliver` jobs (one per search and channel,
// each waiting ALERT_COALESCE_SECONDS after its first change), and one transaction locks their
// undelivered rows, writes the in-app notifications with one INSERT … SELECT (and one NOTIFY per
// user), writes the mails down and enqueues their and the pushes' sending jobs in bulk, and marks
// the rows delivered in one UPDATE. A crash before the commit leaves everything owed; after it,
// the jobs' rerun finds nothing owed. While a user's pause or quiet hours hold, immediate mail
// waits (its job comes back when the hold ends) and push is not sent (the centre has the entries);
// a digest search's mail waits for the user's digest job (deliver-digest.ts).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  alertDeliveries,
  savedSearches,
  users,
  type AlertChannel,
  type EventChangeKind,
} from '../db/schema/index'
import { enqueueJobs, type EnqueueOptions } from '../jobs/job-queue'
import { COLLABORATION_CHANNEL, topics } from '../graphql/subscriptions/change-notice'
import { alertMail, type AlertMailEntry } from './alert-mail'
import { alertPush, alertPushJob, SEND_PUSH_JOB } from './alert-push'
import {
  DELIVER_JOB,
  deliveryJobKey,
  mailEntriesOf,
  readAlertEvents,
  writeDownMails,
  type DeliveryContext,
  type Tx,
  type WrittenMail,
} from './deliver-alerts'
import { readNotificationSettingsOf } from './notification-settings-store'
import { holdEnd } from './notification-times'

/** One search and channel whose owed alerts are due. */
export interface DeliveryRequest {
  savedSearchId: string
  channel: AlertChannel
}

type Pending = Pick<
  typeof alertDeliveries.$inferSelect,
  'id' | 'savedSearchId' | 'channel' | 'eventId' | 'change' | 'version'
>

const groupKey = (row: DeliveryRequest) => `${row.savedSearchId}:${row.channel}`

/** An array as one literal parameter: the same single parameter on both drivers. */
const arrayLiteral = (values: (string | number | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`

/** The batch's undelivered rows, locked; rows another transaction holds are its own. */
async function lockPending(tx: Tx, requests: DeliveryRequest[]): Promise<Pending[]> {
  const channels = [...new Set(requests.map((request) => request.channel))]
  return tx
    .select({
      id: alertDeliveries.id,
      savedSearchId: alertDeliveries.savedSearchId,
      channel: alertDeliveries.channel,
      eventId: alertDeliveries.eventId,
      change: alertDeliveries.change,
      version: alertDeliveries.version,
    })
    .from(alertDeliveries)
    .where(
      and(
        isNull(alertDeliveries.deliveredAt),
        or(
          ...channels.map((channel) =>
            and(
              eq(alertDeliveries.channel, channel),
              inArray(
                alertDeliveries.savedSearchId,
                requests.filter((r) => r.channel === channel).map((r) => r.savedSearchId),
              ),
            ),
          ),
        ),
      ),
    )
    .for('update', { skipLocked: true })
}

/**
 * In-app notifications for the given rows of searches that alert in the app: each entry once per
 * search, with its latest change („abgesagt“ when cancelled now); one NOTIFY per user.
 */
async function notifyInApp(tx: Tx, ids: number[]) {
  if (!ids.length) return
  await tx.execute(sql`
    WITH latest AS (
      SELECT DISTINCT ON (d.saved_search_id, d.event_id) d.saved_search_id, d.event_id, d.change
      FROM alert_deliveries d WHERE d.id = ANY(${arrayLiteral(ids)}::bigint[])
      ORDER BY d.saved_search_id, d.event_id, d.version DESC
    ), inserted AS (
      INSERT INTO notifications
        (id, user_id, saved_search_id, search_name, event_id, event_title, starts_at, change)
      SELECT gen_random_uuid()::text, s.owner_id, s.id, s.name, e.id, e.title, e.starts_at,
        CASE WHEN e.status = 'cancelled' THEN 'cancelled' ELSE l.change END
      FROM latest l
      JOIN saved_searches s ON s.id = l.saved_search_id AND s.alert_in_app
      JOIN events e ON e.id = l.event_id
      RETURNING user_id
    )
    SELECT pg_notify(${COLLABORATION_CHANNEL}, json_build_object(
      'topic', ${topics.notificationsOf('')} || user_id, 'actorId', '', 'count', count(*))::text)
    FROM inserted GROUP BY user_id`)
}

/** Each group's entries as they are now, each once with its latest change, by start time. */
async function entriesOfGroups(tx: Tx, rows: Pending[]) {
  const latest = new Map<string, Map<string, EventChangeKind>>()
  for (const row of [...rows].sort((a, b) => a.version - b.version)) {
    const group = latest.get(groupKey(row)) ?? new Map<string, EventChangeKind>()
    group.set(row.eventId, row.change)
    latest.set(groupKey(row), group)
  }
  const found = await readAlertEvents(tx, [...new Set(rows.map((row) => row.eventId))])
  const entries = new Map<string, AlertMailEntry[]>()
  for (const [key, changes] of latest) entries.set(key, mailEntriesOf(found, changes))
  return entries
}

export async function deliverAlertBatch(context: DeliveryContext, batch: DeliveryRequest[]) {
  const requests = [...new Map(batch.map((request) => [groupKey(request), request])).values()]
  if (!requests.length) return
  // Before the transaction: the owners' settings and the signed unsubscribe links are read from
  // the database, and PGlite's one connection belongs to the transaction while it runs.
  const owners = await context.db
    .select({ id: savedSearches.id, ownerId: savedSearches.ownerId })
    .from(savedSearches)
    .where(inArray(savedSearches.id, [...new Set(requests.map((r) => r.savedSearchId))]))
  const ownerOf = new Map(owners.map((row) => [row.id, row.ownerId]))
  const settingsOf = await readNotificationSettingsOf(context.db, [...new Set(ownerOf.values())])
  const now = new Date()
  const heldUntil = new Map(
    [...new Set(ownerOf.values())].map((u) => [u, holdEnd(settingsOf(u), now)]),
  )
  const links = new Map<string, string>()
  for (const request of requests) {
    const ownerId = ownerOf.get(request.savedSearchId)
    if (request.channel === 'mail' && ownerId)
      links.set(
        request.savedSearchId,
        await context.unsubscribeLink(ownerId, request.savedSearchId),
      )
  }
  const known = requests.filter((request) => ownerOf.has(request.savedSearchId))
  if (!known.length) return

  await context.db.transaction(async (tx) => {
    const pending = await lockPending(tx, known)
    if (!pending.length) return
    const searches = await tx
      .select({ search: savedSearches, email: users.email })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.ownerId))
      .where(inArray(savedSearches.id, [...new Set(pending.map((row) => row.savedSearchId))]))
    const searchOf = new Map(searches.map((row) => [row.search.id, row]))
    const rows = pending.filter((row) => searchOf.has(row.savedSearchId))

    const app = rows.filter((row) => row.channel === 'app')
    await notifyInApp(
      tx,
      app.map((row) => row.id),
    )
    const delivered = new Map<number, string | null>(app.map((row) => [row.id, null]))

    const sending = rows.filter((row) => row.channel !== 'app')
    const entriesOf = await entriesOfGroups(tx, sending)
    const mails: WrittenMail[] = []
    const pushes: EnqueueOptions[] = []
    const held: EnqueueOptions[] = []
    const groups = new Map<string, Pending[]>()
    for (const row of sending) {
      const group = groups.get(groupKey(row))
      if (group) group.push(row)
      else groups.set(groupKey(row), [row])
    }
    for (const [key, group] of groups) {
      const entries = entriesOf.get(key) ?? []
      const [first] = group
      const found = first && searchOf.get(first.savedSearchId)
      if (!first || !found) continue
      const { search, email } = found
      const hold = heldUntil.get(search.ownerId) ?? null
      let mailId: string | null = null
      if (first.channel === 'push' && search.alertPush && entries.length && !hold) {
        pushes.push(
          alertPushJob({
            userId: search.ownerId,
            message: alertPush(search.id, search.name, entries),
          }),
        )
      }
      if (first.channel === 'mail') {
        // A digest's deliveries wait for the digest; a search whose mail was turned off drops them.
        if (search.alertMail === 'digest') continue
        if (search.alertMail === 'immediate' && entries.length && hold) {
          // This very job again when the hold ends: it sees what is owed then, in one mail.
          held.push({
            key: deliveryJobKey(search.id, 'mail'),
            runAt: hold,
            payload: { savedSearchId: search.id, channel: 'mail' },
          })
          continue
        }
        if (search.alertMail === 'immediate' && entries.length) {
          mailId = crypto.randomUUID()
          const message = alertMail({
            to: email,
            searchName: search.name,
            entries,
            publicUrl: context.publicUrl,
            unsubscribeLink: links.get(search.id) ?? '',
          })
          mails.push({ id: mailId, userId: search.ownerId, message })
        }
      }
      for (const row of group) delivered.set(row.id, mailId)
    }
    await writeDownMails(tx, mails)
    await enqueueJobs(tx, SEND_PUSH_JOB, pushes)
    await enqueueJobs(tx, DELIVER_JOB, held)
    if (delivered.size) {
      await tx.execute(sql`
        UPDATE alert_deliveries AS d SET delivered_at = now(), mail_id = m.mail_id
        FROM (SELECT unnest(${arrayLiteral([...delivered.keys()])}::bigint[]) AS id,
                     unnest(${arrayLiteral([...delivered.values()])}::text[]) AS mail_id) AS m
        WHERE d.id = m.id`)
    }
  })
}
