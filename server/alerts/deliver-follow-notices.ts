// Notices of followed entries (issue 38, docs/architecture.md "Following an entry"). The matcher
// enqueues one `follows.deliver` job per changed entry that someone follows, due
// FOLLOW_COALESCE_MS after its first change: what else changes meanwhile joins the same notice.
// One transaction per batch locks the entries' follows, compares each with what its follower last
// heard, writes the in-app notices (one NOTIFY per user), the mails and the pushes, and sets what
// was heard; a crash before the commit leaves all of it to the job's rerun. While a user's pause
// or quiet hours hold, mail and push are left out: the notification centre has the notice.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describeFollowedChange, type FollowedState } from '../../domain/followed-change'
import { eventFollows, notifications, users, type EventChangeKind } from '../db/schema/index'
import { COLLABORATION_CHANNEL, topics } from '../graphql/subscriptions/change-notice'
import { enqueueJobs, type EnqueueOptions } from '../jobs/job-queue'
import { alertPushJob, SEND_PUSH_JOB } from './alert-push'
import { writeDownMails, type DeliveryContext, type Tx, type WrittenMail } from './deliver-alerts'
import { followMail, followPush, type FollowNotice } from './follow-messages'
import { readFollowedStates } from './followed-state'
import { readNotificationSettingsOf } from './notification-settings-store'
import { holdEnd } from './notification-times'

export const FOLLOW_JOB = 'follows.deliver'

export const followJobKey = (eventId: string) => `${FOLLOW_JOB}:${eventId}`

/** What a deleted entry's followers are told. */
const DELETED_DETAIL = 'aus der Agenda entfernt'

const changeOf = (now: FollowedState | undefined): EventChangeKind =>
  !now ? 'deleted' : now.status === 'cancelled' ? 'cancelled' : 'changed'

/** The active followers of the entries, their follows locked; those another run holds are its. */
async function lockFollows(tx: Tx, eventIds: string[]) {
  return tx
    .select({
      userId: eventFollows.userId,
      eventId: eventFollows.eventId,
      heard: eventFollows.heard,
      email: users.email,
    })
    .from(eventFollows)
    .innerJoin(users, eq(users.id, eventFollows.userId))
    .where(and(inArray(eventFollows.eventId, eventIds), eq(users.accessStatus, 'active')))
    .for('update', { of: eventFollows, skipLocked: true })
}

/** The in-app notices in one statement, and one NOTIFY per user for the bell. */
async function notifyInApp(tx: Tx, rows: (typeof notifications.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 500)
    await tx.insert(notifications).values(rows.slice(start, start + 500))
  const perUser = new Map<string, number>()
  for (const row of rows) perUser.set(row.userId, (perUser.get(row.userId) ?? 0) + 1)
  for (const [userId, count] of perUser) {
    const notice = { topic: topics.notificationsOf(userId), actorId: '', count }
    await tx.execute(sql`SELECT pg_notify(${COLLABORATION_CHANNEL}, ${JSON.stringify(notice)})`)
  }
}

export async function deliverFollowNotices(context: DeliveryContext, eventIds: string[]) {
  const ids = [...new Set(eventIds)]
  if (!ids.length) return
  // Before the transaction, as the alerts do: PGlite's one connection belongs to it while it runs.
  const followers = await context.db
    .selectDistinct({ userId: eventFollows.userId })
    .from(eventFollows)
    .where(inArray(eventFollows.eventId, ids))
  if (!followers.length) return
  const settingsOf = await readNotificationSettingsOf(
    context.db,
    followers.map((row) => row.userId),
  )
  const now = new Date()

  await context.db.transaction(async (tx) => {
    const follows = await lockFollows(tx, ids)
    if (!follows.length) return
    const current = await readFollowedStates(tx, [...new Set(follows.map((row) => row.eventId))])
    const inApp: (typeof notifications.$inferInsert)[] = []
    const mails: WrittenMail[] = []
    const pushes: EnqueueOptions[] = []
    for (const follow of follows) {
      const found = current.get(follow.eventId)
      const detail = found ? describeFollowedChange(follow.heard, found.state) : DELETED_DETAIL
      if (!detail) continue
      const notice: FollowNotice = {
        eventId: follow.eventId,
        state: found?.state ?? follow.heard,
        detail,
        embargoAt: found?.embargoAt ?? null,
      }
      inApp.push({
        id: crypto.randomUUID(),
        userId: follow.userId,
        source: 'follow',
        searchName: '',
        eventId: follow.eventId,
        eventTitle: notice.state.title,
        startsAt: new Date(notice.state.startTime),
        change: changeOf(found?.state),
        detail,
      })
      if (holdEnd(settingsOf(follow.userId), now)) continue
      const mailId = crypto.randomUUID()
      mails.push({
        id: mailId,
        userId: follow.userId,
        message: followMail(follow.email, notice, context.publicUrl, now),
      })
      pushes.push(alertPushJob({ userId: follow.userId, message: followPush(notice, now) }))
    }
    await notifyInApp(tx, inApp)
    await writeDownMails(tx, mails)
    await enqueueJobs(tx, SEND_PUSH_JOB, pushes)
    await rememberHeard(tx, follows, current)
  })
}

/** Each locked follow has now heard its entry as it is; a deleted entry's follows end. */
async function rememberHeard(
  tx: Tx,
  follows: { userId: string; eventId: string }[],
  current: Awaited<ReturnType<typeof readFollowedStates>>,
) {
  const byEvent = new Map<string, string[]>()
  for (const follow of follows)
    byEvent.set(follow.eventId, [...(byEvent.get(follow.eventId) ?? []), follow.userId])
  for (const [eventId, userIds] of byEvent) {
    const mine = and(eq(eventFollows.eventId, eventId), inArray(eventFollows.userId, userIds))
    const found = current.get(eventId)
    if (found) await tx.update(eventFollows).set({ heard: found.state }).where(mine)
    else await tx.delete(eventFollows).where(mine)
  }
}
