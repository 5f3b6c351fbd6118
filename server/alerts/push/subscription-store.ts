// The users' push subscriptions (docs/architecture.md#web-push). Every query names the user, so
// nobody reads or removes another's subscription; only the sender removes by endpoint alone,
// when the push service says the subscription is gone.
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema/index'

export interface NewPushSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

export function pushSubscriptionStore(db: Database) {
  return {
    /**
     * Saves the browser's subscription for the user: the same endpoint again (new keys, or another
     * user on the same browser) replaces the row. False when the user has `limit` others already.
     */
    async save(userId: string, subscription: NewPushSubscription, limit: number) {
      return db.transaction(async (tx) => {
        const [others] = await tx
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
        const [existing] = await tx
          .select({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
        const counted = existing?.userId === userId ? 1 : 0
        if ((others?.n ?? 0) - counted >= limit) return false
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
          })
        return true
      })
    },
    /** Removes the user's own subscription of that endpoint; false if the user had none. */
    async remove(userId: string, endpoint: string) {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint })
      return removed.length > 0
    },
    /** The user's subscriptions, oldest first; only those of `endpoints` when given. */
    forUser(userId: string, endpoints?: readonly string[]): Promise<PushSubscriptionRow[]> {
      const mine = eq(pushSubscriptions.userId, userId)
      return db
        .select()
        .from(pushSubscriptions)
        .where(endpoints ? and(mine, inArray(pushSubscriptions.endpoint, [...endpoints])) : mine)
        .orderBy(asc(pushSubscriptions.createdAt))
    },
    /** The push service answered 404/410: the browser dropped the subscription. */
    async forget(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    },
  }
}
