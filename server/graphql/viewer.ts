// The viewer of a request or socket: the ticket's account with its organisation, read from the
// account row (not the ticket), like the access rules, so a move to another newsroom counts at once.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { users } from '../db/schema/index'
import type { Viewer } from './graphql-context'

export async function readViewer(db: Database, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({ organisation: users.organisation })
    .from(users)
    .where(eq(users.id, userId))
  // The access check before this one has just read the same row.
  if (!row) throw new Error(`account ${userId} vanished between two reads`)
  return { userId, organisation: row.organisation }
}
