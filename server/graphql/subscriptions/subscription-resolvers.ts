// The three subscriptions. Each re-reads what changed when a notice arrives (notices carry ids
// only, and the subscribers of one notice share the read) and shows it as the subscriber may see
// it: a folder subscription ends, after one last change with `folder: null`, once its subscriber
// is no longer a member. Each payload is marked with what of its viewer it depends on, so
// subscribers who may see the same thing share its execution (shared-execution.ts).
import { eq } from 'drizzle-orm'
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql'
import type { Database } from '../../db/database'
import { users } from '../../db/schema/index'
import { folderNotFound } from '../collaboration-errors'
import { colleagueOf } from '../colleague'
import { favouritesOf } from '../favourites/favourite-store'
import { folderFor } from '../folders/folder-answer'
import { myFolders } from '../folders/folder-queries'
import { readFolders, type FolderRecord } from '../folders/folder-reads'
import { toFolder } from '../folders/folder-view'
import { unreadCount } from '../notifications/notification-store'
import type {
  Colleague,
  FolderChangeKind,
  SubscriptionResolvers,
} from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { agendaChangesSince } from './agenda-changes'
import { topics, type ChangeNotice } from './change-notice'
import { sharedRead } from './database-pubsub'
import { sharedPayload } from './shared-execution'

async function colleague(db: Database, id: string): Promise<Colleague> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id))
  return row ?? colleagueOf(id, null, null)
}

/** The items a change added or changed, or the ids it removed, when its notice names them. */
function itemsOfNotice(notice: ChangeNotice, kind: FolderChangeKind, record?: FolderRecord) {
  const named = notice.eventIds && new Set(notice.eventIds)
  const namedItems = (of: FolderChangeKind) =>
    kind === of && named && record ? record.items.filter((item) => named.has(item.id)) : null
  return {
    addedItems: namedItems('ITEMS_ADDED'),
    removedItemIds: kind === 'ITEMS_REMOVED' && named ? [...named] : null,
    changedItems: namedItems('COVERAGE_CHANGED'),
  }
}

async function* folderChanges(folderId: string, context: GraphqlContext) {
  const { db, previewHost, viewer } = context
  // Subscribed before the membership check, so no change between the two is lost (a change
  // meanwhile waits in the queue); a non-member is told exactly what a missing folder tells.
  const notices = context.notices.subscribe(topics.folder(folderId))
  if (!(await folderFor(context, folderId))) {
    await notices.return()
    throw folderNotFound()
  }
  for await (const notice of notices) {
    const [record] = await sharedRead(notice, 'folder', () =>
      readFolders(db, [folderId], previewHost),
    )
    const folder = toFolder(record, viewer.userId)
    const by = await sharedRead(notice, 'actor', () => colleague(db, notice.actorId))
    const kind = notice.kind ?? 'MEMBERS_CHANGED'
    // The folder differs between viewers only by their role (folder-view.ts), or is null for all
    // who lost it; everything else is the notice's.
    const viewerShape = folder ? `role:${folder.myRole}` : 'gone'
    // The same for every subscriber who still sees the folder: worked out once per notice.
    const items = folder
      ? await sharedRead(notice, 'changed-items', async () => itemsOfNotice(notice, kind, record))
      : { addedItems: null, removedItemIds: null, changedItems: null }
    const change = { folderId, kind, by, count: notice.count, folder, ...items }
    yield sharedPayload({ folderChanged: change }, notice, viewerShape)
    if (!folder) return
  }
}

// A user's topics reach only their own subscriptions: the tabs of one user share one read, and
// one execution (the viewer shape is the same user's).
async function* folderListChanges(context: GraphqlContext) {
  for await (const notice of context.notices.subscribe(topics.foldersOf(context.viewer.userId))) {
    const folders = await sharedRead(notice, 'my-folders', () => myFolders(context))
    yield sharedPayload({ myFoldersChanged: folders }, notice, `user:${context.viewer.userId}`)
  }
}

async function* favouriteChanges(context: GraphqlContext) {
  const { db, viewer } = context
  for await (const notice of context.notices.subscribe(topics.favouritesOf(viewer.userId))) {
    const favourites = await sharedRead(notice, 'favourites', () => favouritesOf(db, viewer.userId))
    yield sharedPayload({ myFavouritesChanged: favourites }, notice, `user:${viewer.userId}`)
  }
}

// Everyone signed in sees the same agenda: subscribers who last saw the same version share one
// read and one execution per notice.
async function* agendaChanges(since: number | null | undefined, context: GraphqlContext) {
  // Subscribed before the catch-up is read, so no change between the two is lost.
  const notices = context.notices.subscribe(topics.agenda)
  const first = await agendaChangesSince(context.db, since ?? undefined)
  yield { agendaChanged: first }
  let seen = first.version
  for await (const notice of notices) {
    const since = seen
    const change = await sharedRead(notice, `agenda-since:${since}`, () =>
      agendaChangesSince(context.db, since),
    )
    if (change.version <= since) continue
    seen = change.version
    yield sharedPayload({ agendaChanged: change }, notice, `since:${since}`)
  }
}

// The unread count first, then again on every notice of the user's notification topic (a new alert
// from the delivery job, a read on another device).
async function* notificationChanges(context: GraphqlContext) {
  const { db, viewer } = context
  const notices = context.notices.subscribe(topics.notificationsOf(viewer.userId))
  yield { myNotificationsChanged: { unreadCount: await unreadCount(db, viewer.userId) } }
  for await (const notice of notices) {
    const count = await sharedRead(notice, 'unread', () => unreadCount(db, viewer.userId))
    yield sharedPayload(
      { myNotificationsChanged: { unreadCount: count } },
      notice,
      `user:${viewer.userId}`,
    )
  }
}

const subscriptionResolvers = {
  agendaChanged: { subscribe: (_root, args, context) => agendaChanges(args.since, context) },
  folderChanged: { subscribe: (_root, args, context) => folderChanges(args.folderId, context) },
  myFoldersChanged: { subscribe: (_root, _args, context) => folderListChanges(context) },
  myFavouritesChanged: { subscribe: (_root, _args, context) => favouriteChanges(context) },
  myNotificationsChanged: { subscribe: (_root, _args, context) => notificationChanges(context) },
} satisfies SubscriptionResolvers

/**
 * Gives the schema's subscription fields their event streams. mercurius attaches them only with
 * its own socket handler, which the service does not use (collaboration-socket.ts).
 */
export function attachSubscriptions(schema: GraphQLSchema): void {
  const fields = schema.getSubscriptionType()?.getFields() ?? {}
  for (const [name, resolver] of Object.entries(subscriptionResolvers)) {
    const field = fields[name]
    if (!field) throw new Error(`the schema has no subscription ${name}`)
    field.subscribe = resolver.subscribe as GraphQLFieldResolver<unknown, GraphqlContext>
  }
}
