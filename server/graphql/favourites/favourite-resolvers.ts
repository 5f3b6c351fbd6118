// Favourites: the caller's own short list of entries. Every change is announced on the caller's
// favourites topic, so their other tabs and devices follow.
import type { MutationResolvers, QueryResolvers } from '../generated/resolver-types'
import { mutationRequest, runIdempotent } from '../idempotent-mutation'
import { checkedListSize, requireEvents } from '../input-checks'
import { topics } from '../subscriptions/change-notice'
import { addFavourites, favouritesOf, removeFavourites } from './favourite-store'

export const favouriteQueries: Required<Pick<QueryResolvers, 'myFavourites'>> = {
  myFavourites: (_root, _args, context) => favouritesOf(context.db, context.viewer.userId),
}

export const favouriteMutations: Required<Pick<MutationResolvers, 'favourite' | 'unfavourite'>> = {
  async favourite(_root, args, context) {
    checkedListSize(args.eventIds.length)
    const eventIds = [...new Set(args.eventIds)]
    const { userId } = context.viewer
    const request = mutationRequest(context, 'favourite', args)
    await runIdempotent(context.db, request, async (tx, notify) => {
      await requireEvents(tx, eventIds)
      const count = await addFavourites(tx, userId, eventIds)
      if (count > 0) notify({ topic: topics.favouritesOf(userId), actorId: userId, count })
      return { count }
    })
    return favouritesOf(context.db, userId)
  },

  async unfavourite(_root, args, context) {
    checkedListSize(args.eventIds.length)
    const eventIds = [...new Set(args.eventIds)]
    const { userId } = context.viewer
    const request = mutationRequest(context, 'unfavourite', args)
    await runIdempotent(context.db, request, async (tx, notify) => {
      const count = await removeFavourites(tx, userId, eventIds)
      if (count > 0) notify({ topic: topics.favouritesOf(userId), actorId: userId, count })
      return { count }
    })
    return favouritesOf(context.db, userId)
  },
}
