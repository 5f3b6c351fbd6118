// The three subscriptions. Each re-reads what changed when a notice arrives (notices carry ids
// only) and shows it as the subscriber may see it: a folder subscription ends, after one last
// change with `folder: null`, once its subscriber is no longer a member.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { folderNotFound } from '../collaboration-errors'
import { favouritesOf } from '../favourites/favourite-store'
import { folderFor } from '../folders/folder-answer'
import { myFolders } from '../folders/folder-queries'
import { readFolders } from '../folders/folder-reads'
import { toFolder } from '../folders/folder-view'
import type { Colleague, SubscriptionResolvers } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { topics } from './change-notice'
import { sharedRead, type DeliveredNotice } from './database-pubsub'

async function colleague(db: Database, id: string): Promise<Colleague> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id))
  return row ?? { id, name: 'Ehemaliges Konto', email: '' }
}

async function noticesOf(context: GraphqlContext, topic: string) {
  return (await context.pubsub.subscribe(topic)) as unknown as AsyncIterable<DeliveredNotice>
}

async function* folderChanges(folderId: string, context: GraphqlContext) {
  const { db, previewHost, viewer } = context
  // Authorized when it starts: a non-member is told exactly what a missing folder tells.
  if (!(await folderFor(context, folderId))) throw folderNotFound()
  for await (const notice of await noticesOf(context, topics.folder(folderId))) {
    const [record] = await sharedRead(notice, 'folder', () =>
      readFolders(db, [folderId], previewHost),
    )
    const folder = toFolder(record, viewer.userId)
    const by = await sharedRead(notice, 'actor', () => colleague(db, notice.actorId))
    const kind = notice.kind ?? 'MEMBERS_CHANGED'
    yield { folderChanged: { folderId, kind, by, count: notice.count, folder } }
    if (!folder) return
  }
}

// A user's topics reach only their own subscriptions: the tabs of one user share one read.
async function* folderListChanges(context: GraphqlContext) {
  for await (const notice of await noticesOf(context, topics.foldersOf(context.viewer.userId))) {
    yield { myFoldersChanged: await sharedRead(notice, 'my-folders', () => myFolders(context)) }
  }
}

async function* favouriteChanges(context: GraphqlContext) {
  const { db, viewer } = context
  for await (const notice of await noticesOf(context, topics.favouritesOf(viewer.userId))) {
    const favourites = await sharedRead(notice, 'favourites', () => favouritesOf(db, viewer.userId))
    yield { myFavouritesChanged: favourites }
  }
}

export const subscriptionResolvers: SubscriptionResolvers = {
  folderChanged: { subscribe: (_root, args, context) => folderChanges(args.folderId, context) },
  myFoldersChanged: { subscribe: (_root, _args, context) => folderListChanges(context) },
  myFavouritesChanged: { subscribe: (_root, _args, context) => favouriteChanges(context) },
}
