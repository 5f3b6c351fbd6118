// At most SHARES_PER_MINUTE shares per user in any 60 seconds, counted in the database so that
// several server instances on one PostgreSQL enforce one limit together.
import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { searchShares } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'
import { lockUser } from './saved-search-store'

export const SHARES_PER_MINUTE = 10

/** Records a share, or refuses it with 429 when the user already shared too often this minute. */
export async function recordShareWithinLimit(
  db: Database,
  share: { userId: string; savedSearchId: string; recipientCount: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, share.userId)
    const [recent] = await tx
      .select({ total: count() })
      .from(searchShares)
      .where(
        and(
          eq(searchShares.userId, share.userId),
          gt(searchShares.createdAt, sql`now() - interval '1 minute'`),
        ),
      )
    if ((recent?.total ?? 0) >= SHARES_PER_MINUTE) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Sie können höchstens ${SHARES_PER_MINUTE} Suchen pro Minute teilen. Bitte warten Sie einen Moment.`,
      )
    }
    await tx.insert(searchShares).values({ id: crypto.randomUUID(), ...share })
  })
}
