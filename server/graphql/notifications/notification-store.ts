// The notification centre's reads and writes (docs/architecture.md "Alerts and jobs"): a user
// only ever reads or marks their own rows; ids of others' notifications change nothing.
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { notifications, type EventChangeKind } from '../../db/schema/index'
import { badInput } from '../collaboration-errors'
import type { AgendaChangeKind, Notification, NotificationPage } from '../generated/resolver-types'

export const NOTIFICATIONS_PAGE_MAX = 50
const PAGE_DEFAULT = 20

const KINDS: Record<EventChangeKind, AgendaChangeKind> = {
  created: 'CREATED',
  changed: 'CHANGED',
  cancelled: 'CANCELLED',
  deleted: 'DELETED',
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/** The cursor is the last row's creation instant and id, as base64url JSON. */
function decodeCursor(after: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown[]
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)))
      return { at: new Date(at), id }
  } catch {
    // refused below
  }
  throw badInput('Der Cursor „after“ ist ungültig.')
}

export async function notificationPage(
  db: Database,
  userId: string,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<NotificationPage> {
  const size = first ?? PAGE_DEFAULT
  if (size < 1 || size > NOTIFICATIONS_PAGE_MAX)
    throw badInput(`„first“ muss zwischen 1 und ${NOTIFICATIONS_PAGE_MAX} liegen.`)
  const cursor = after ? decodeCursor(after) : undefined
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? or(
              lt(notifications.createdAt, cursor.at),
              and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size + 1)
  const page = rows.slice(0, size)
  const last = page.at(-1)
  const items: Notification[] = page.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    startTime: row.startsAt.toISOString(),
    change: KINDS[row.change],
    searchName: row.searchName,
    savedSearchId: row.savedSearchId,
    source: row.source === 'follow' ? 'FOLLOW' : 'SEARCH',
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }))
  return {
    items,
    unreadCount: await unreadCount(db, userId),
    nextCursor:
      rows.length > size && last
        ? Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url')
        : null,
  }
}

/** Marks the user's own notifications read; returns how many changed. */
export async function markRead(
  tx: Pick<Database, 'update'>,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  const changed = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id })
  return changed.length
}
