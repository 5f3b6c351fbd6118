// The digest (docs/architecture.md "Alerts and jobs"): at the user's digest time, the mail
// deliveries of all their digest searches become one mail, grouped per search. It is written down
// with the deliveries marked in one transaction and sent by the mail job, like an immediate mail,
// so a crash sends nothing twice; with nothing new there is no mail.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { savedSearches, users } from '../db/schema/index'
import { enqueueJob } from '../jobs/job-queue'
import { digestMail, type AlertMailSection } from './alert-mail'
import { DIGEST_JOB, digestJobKey } from './alert-jobs'
import {
  entriesOf,
  markDelivered,
  takePending,
  writeDownMails,
  type DeliveryContext,
  type Tx,
} from './deliver-alerts'
import { readNotificationSettings } from './notification-settings-store'
import { holdEnd, nextClockTime } from './notification-times'

interface DigestSearch {
  id: string
  name: string
  unsubscribeLink: string
}

/** Takes what each search owes; the sections of those with entries left. */
async function collectSections(tx: Tx, searches: DigestSearch[]) {
  const ids: number[] = []
  const sections: AlertMailSection[] = []
  for (const search of searches) {
    const pending = await takePending(tx, search.id, 'mail')
    ids.push(...pending.ids)
    const entries = await entriesOf(tx, pending.latest)
    if (entries.length) {
      sections.push({ searchName: search.name, entries, unsubscribeLink: search.unsubscribeLink })
    }
  }
  return { ids, sections }
}

/** This job again at `runAt`: enqueued while it runs, it is due then instead of gone. */
const digestAgainAt = (db: Database, userId: string, runAt: Date) =>
  enqueueJob(db, DIGEST_JOB, { key: digestJobKey(userId), runAt, payload: { userId } })

export async function deliverDigest(context: DeliveryContext, userId: string) {
  const { db } = context
  const heldUntil = holdEnd(await readNotificationSettings(db, userId), new Date())
  // Paused or quiet: the digest goes out when the hold ends.
  if (heldUntil) return digestAgainAt(db, userId, heldUntil)
  const rows = await db
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.ownerId, userId), eq(savedSearches.alertMail, 'digest')))
    .orderBy(asc(savedSearches.sortOrder), asc(savedSearches.id))
  // Signed before the transaction: PGlite's one connection belongs to the transaction meanwhile.
  const searches = await Promise.all(
    rows.map(async (row) => ({
      ...row,
      unsubscribeLink: await context.unsubscribeLink(userId, row.id),
    })),
  )
  await db.transaction(async (tx) => {
    const { ids, sections } = await collectSections(tx, searches)
    if (!ids.length) return
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (!user || !sections.length) return markDelivered(tx, ids)
    const mailId = crypto.randomUUID()
    const message = digestMail({ to: user.email, sections, publicUrl: context.publicUrl })
    await writeDownMails(tx, [{ id: mailId, userId, message }])
    await markDelivered(tx, ids, mailId)
  })
  // The next digest, as long as the user wants any; read again, the user may have changed them.
  if (rows.length) {
    const { digestTimes } = await readNotificationSettings(db, userId)
    await digestAgainAt(db, userId, nextClockTime(digestTimes, new Date()))
  }
}
