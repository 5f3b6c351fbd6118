// Saved searches in the database, with the ownership rules of the filters API: a user sees their
// own and other users' public searches, and changes only their own.
import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { savedSearches, users, type SavedSearchRow } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { ORDER_MAX } from '../../../domain/saved-search-limits'
import type { SavedSearchCreate, SavedSearchPatch } from '../../../domain/saved-search-resource'

// Over the limit is 409 LIMIT_REACHED, not 400: the request itself is valid, the user's state is not.
export const SAVED_SEARCHES_PER_USER = 200

const notFound = () =>
  new ApiError(404, 'NOT_FOUND', 'Diese gespeicherte Suche gibt es nicht oder nicht mehr.')

export interface VisibleSavedSearch {
  row: SavedSearchRow
  ownerName: string
}

export async function listOwnSavedSearches(
  db: Database,
  ownerId: string,
  size: number,
): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.ownerId, ownerId))
    .orderBy(asc(savedSearches.sortOrder), asc(savedSearches.createdAt), asc(savedSearches.id))
    .limit(size)
}

/** The user's own search or another user's public one; anything else is a 404 as if missing. */
export async function findVisibleSavedSearch(
  db: Database,
  id: string,
  userId: string,
): Promise<VisibleSavedSearch> {
  const [found] = await db
    .select({ row: savedSearches, ownerName: users.name })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.ownerId))
    .where(eq(savedSearches.id, id))
  if (!found || (found.row.ownerId !== userId && !found.row.isPublic)) throw notFound()
  return found
}

/** Only the owner may change a search; seeing someone's public one is not enough (403). */
async function findOwnSavedSearch(db: Database, id: string, userId: string) {
  const { row } = await findVisibleSavedSearch(db, id, userId)
  if (row.ownerId !== userId) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Diese gespeicherte Suche gehört einer anderen Person und kann nur von ihr geändert werden.',
    )
  }
  return row
}

/** Serialises a user's writes: the limit and the default order stay exact under concurrency. */
export async function lockUser(tx: Database, userId: string): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!user) throw new ApiError(401, 'INVALID_TICKET', 'Ihr Konto gibt es nicht mehr.')
}

/**
 * A new search goes last. Past the column's largest value it shares that order with the searches
 * there; the list then keeps them in creation order, so it still comes last.
 */
const orderAfter = (lastOrder: number | null | undefined) =>
  lastOrder === null || lastOrder === undefined ? 0 : Math.min(lastOrder + 1, ORDER_MAX)

/** The alert columns a create or patch sets; the old `notify` stands for `alerts.inApp`. */
function alertColumns(input: SavedSearchPatch) {
  const inApp = input.alerts?.inApp ?? input.notify
  return {
    ...(inApp === undefined ? {} : { alertInApp: inApp }),
    ...(input.alerts?.mail === undefined ? {} : { alertMail: input.alerts.mail }),
    ...(input.alerts?.push === undefined ? {} : { alertPush: input.alerts.push }),
  }
}

export async function createSavedSearch(
  db: Database,
  ownerId: string,
  input: SavedSearchCreate,
  /** plugins/idempotency.ts createdRowId: a retry finds the row its first request wrote. */
  id: string = crypto.randomUUID(),
): Promise<SavedSearchRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, ownerId)
    const [written] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
    if (written) return written
    const [stats] = await tx
      .select({ total: count(), lastOrder: max(savedSearches.sortOrder) })
      .from(savedSearches)
      .where(eq(savedSearches.ownerId, ownerId))
    if ((stats?.total ?? 0) >= SAVED_SEARCHES_PER_USER) {
      throw new ApiError(
        409,
        'LIMIT_REACHED',
        `Sie können höchstens ${SAVED_SEARCHES_PER_USER} Suchen speichern. Bitte löschen Sie zuerst eine.`,
      )
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        id,
        ownerId,
        name: input.name,
        filterRules: input.filterRules,
        isPublic: input.isPublic ?? false,
        ...alertColumns(input),
        sortOrder: input.order ?? orderAfter(stats?.lastOrder),
      })
      .returning()
    return row as SavedSearchRow
  })
}

export async function updateSavedSearch(
  db: Database,
  id: string,
  userId: string,
  patch: SavedSearchPatch,
): Promise<SavedSearchRow> {
  await findOwnSavedSearch(db, id, userId)
  const { order, notify: _notify, alerts: _alerts, ...fields } = patch
  const [row] = await db
    .update(savedSearches)
    .set({
      ...fields,
      ...alertColumns(patch),
      ...(order === undefined ? {} : { sortOrder: order }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, userId)))
    .returning()
  if (!row) throw notFound()
  return row
}

export async function deleteSavedSearch(db: Database, id: string, userId: string): Promise<void> {
  await findOwnSavedSearch(db, id, userId)
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, userId)))
}
