// The notification centre over GraphQL: the caller's own notifications only (the viewer's id is
// the only user the store is ever asked about).
import type { MutationResolvers, QueryResolvers } from '../generated/resolver-types'
import { badInput } from '../collaboration-errors'
import { mutationRequest, runIdempotent } from '../idempotent-mutation'
import { checkedListSize } from '../input-checks'
import { topics } from '../subscriptions/change-notice'
import { markRead, notificationPage, unreadCount } from './notification-store'

export const notificationQueries: Required<Pick<QueryResolvers, 'myNotifications'>> = {
  myNotifications: (_root, args, context) =>
    notificationPage(context.db, context.viewer.userId, args.first, args.after),
}

export const notificationMutations: Required<Pick<MutationResolvers, 'markNotificationsRead'>> = {
  markNotificationsRead: async (_root, args, context) => {
    const { userId } = context.viewer
    const ids = args.all ? 'all' : args.ids
    if (!ids) throw badInput('Bitte „ids“ oder „all: true“ angeben.')
    if (ids !== 'all') checkedListSize(ids.length)
    const request = mutationRequest(context, 'markNotificationsRead', args)
    await runIdempotent(context.db, request, async (tx, notify) => {
      const count = await markRead(tx, userId, ids)
      if (count > 0) notify({ topic: topics.notificationsOf(userId), actorId: userId, count })
      return { count }
    })
    return { unreadCount: await unreadCount(context.db, userId) }
  },
}
