// Favourites: the caller's own short list of entries. Every change is announced on the caller's
// favourites topic, so their other tabs and devices follow.
import type { MutationResolvers, QueryResolvers } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { mutationRequest, runIdempotent, type Transaction } from '../idempotent-mutation'
import { checkedListSize, requireEvents } from '../input-checks'
import { topics } from '../subscriptions/change-notice'
import { addFavourites, favouritesOf, removeFavourites } from './favourite-store'

export const favouriteQueries: Required<Pick<QueryResolvers, 'myFavourites'>> = {
  myFavourites: (_root, _args, context) => favouritesOf(context.db, context.viewer.userId),
}

/** Applies a change to the caller's favourites once per client mutation id and announces it. */
async function changeFavourites(
  context: GraphqlContext,
  mutation: 'favourite' | 'unfavourite',
  args: { clientMutationId: string; eventIds: readonly string[] },
  change: (tx: Transaction, userId: string, eventIds: string[]) => Promise<number>,
) {
  checkedListSize(args.eventIds.length)
  const eventIds = [...new Set(args.eventIds)]
  const { userId } = context.viewer
  await runIdempotent(context.db, mutationRequest(context, mutation, args), async (tx, notify) => {
    const count = await change(tx, userId, eventIds)
    if (count > 0) notify({ topic: topics.favouritesOf(userId), actorId: userId, count })
    return { count }
  })
  return favouritesOf(context.db, userId)
}

export const favouriteMutations: Required<Pick<MutationResolvers, 'favourite' | 'unfavourite'>> = {
  favourite: (_root, args, context) =>
    changeFavourites(context, 'favourite', args, async (tx, userId, eventIds) => {
      await requireEvents(tx, eventIds)
      return addFavourites(tx, userId, eventIds)
    }),
  unfavourite: (_root, args, context) =>
    changeFavourites(context, 'unfavourite', args, removeFavourites),
}
