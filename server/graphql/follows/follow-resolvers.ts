// Following one entry: the caller's own list of entries they are told about when the time, place
// or status changes (the notices: alerts/deliver-follow-notices.ts).
import type { MutationResolvers, QueryResolvers } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { mutationRequest, runIdempotent, type Transaction } from '../idempotent-mutation'
import { checkedEventId } from '../input-checks'
import { addFollow, followsOf, removeFollow } from './follow-store'

export const followQueries: Required<Pick<QueryResolvers, 'myFollows'>> = {
  myFollows: (_root, _args, context) => followsOf(context.db, context.viewer.userId),
}

/** Applies the change once per client mutation id; answers the caller's follows after it. */
async function changeFollow(
  context: GraphqlContext,
  mutation: 'followEvent' | 'unfollowEvent',
  args: { clientMutationId: string; eventId: string },
  change: (tx: Transaction, userId: string, eventId: string) => Promise<boolean>,
) {
  const eventId = checkedEventId(args.eventId)
  const { userId } = context.viewer
  await runIdempotent(context.db, mutationRequest(context, mutation, args), async (tx) => ({
    changed: await change(tx, userId, eventId),
  }))
  return followsOf(context.db, userId)
}

export const followMutations: Required<Pick<MutationResolvers, 'followEvent' | 'unfollowEvent'>> = {
  followEvent: (_root, args, context) => changeFollow(context, 'followEvent', args, addFollow),
  unfollowEvent: (_root, args, context) =>
    changeFollow(context, 'unfollowEvent', args, removeFollow),
}
