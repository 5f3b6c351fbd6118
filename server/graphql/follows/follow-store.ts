// A user's follows (docs/architecture.md "Following an entry"): read newest first; a new follow
// starts from the entry as it is now, so the first notice names the first change after it.
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { eventFollows } from '../../db/schema/index'
import { readFollowedStates } from '../../alerts/followed-state'
import { COLLABORATION_LIMITS } from '../collaboration-limits'
import { badInput } from '../collaboration-errors'
import type { Follow } from '../generated/resolver-types'
import type { Transaction } from '../idempotent-mutation'

export async function followsOf(db: Database, userId: string): Promise<Follow[]> {
  const rows = await db
    .select({ eventId: eventFollows.eventId, createdAt: eventFollows.createdAt })
    .from(eventFollows)
    .where(eq(eventFollows.userId, userId))
    .orderBy(desc(eventFollows.createdAt), eventFollows.eventId)
  return rows.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt.toISOString() }))
}

/** Follows the entry unless already followed; answers whether it was new. */
export async function addFollow(tx: Transaction, userId: string, eventId: string) {
  const [found] = (await readFollowedStates(tx, [eventId])).values()
  if (!found) throw badInput('Diesen Eintrag gibt es nicht (mehr).')
  const [held] = await tx
    .select({ n: count() })
    .from(eventFollows)
    .where(eq(eventFollows.userId, userId))
  if ((held?.n ?? 0) >= COLLABORATION_LIMITS.follows)
    throw badInput(
      `Sie folgen schon ${COLLABORATION_LIMITS.follows} Terminen. Bitte beenden Sie erst ein anderes Folgen.`,
    )
  const added = await tx
    .insert(eventFollows)
    .values({ userId, eventId, heard: found.state })
    .onConflictDoNothing()
    .returning({ eventId: eventFollows.eventId })
  return added.length > 0
}

export async function removeFollow(tx: Transaction, userId: string, eventId: string) {
  const removed = await tx
    .delete(eventFollows)
    .where(and(eq(eventFollows.userId, userId), eq(eventFollows.eventId, eventId)))
    .returning({ eventId: eventFollows.eventId })
  return removed.length > 0
}
