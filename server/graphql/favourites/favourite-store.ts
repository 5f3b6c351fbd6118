// A user's favourites: read newest first, changed many at once.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { favourites } from '../../db/schema/index'
import type { Favourite } from '../generated/resolver-types'
import type { Transaction } from '../idempotent-mutation'

export async function favouritesOf(db: Database, userId: string): Promise<Favourite[]> {
  const rows = await db
    .select({ eventId: favourites.eventId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.eventId)
  return rows.map((row) => ({ eventId: row.eventId, createdAt: row.createdAt.toISOString() }))
}

/** Adds the entries not yet favourites; answers how many were new. */
export async function addFavourites(tx: Transaction, userId: string, eventIds: string[]) {
  const added = await tx
    .insert(favourites)
    .values(eventIds.map((eventId) => ({ userId, eventId })))
    .onConflictDoNothing()
    .returning({ eventId: favourites.eventId })
  return added.length
}

export async function removeFavourites(tx: Transaction, userId: string, eventIds: string[]) {
  const removed = await tx
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.eventId, eventIds)))
    .returning({ eventId: favourites.eventId })
  return removed.length
}
