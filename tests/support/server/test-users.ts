// Users straight into the database, with the ticket the app would hold for them: for API tests
// that need a signed-in account of their own rather than a seeded demo account.
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../../server/db/database'
import { users, type User } from '../../../server/db/schema/index'
import { DEMO_ORGANISATION } from '../../../server/idp/demo-accounts'

export interface TestUser {
  user: User
  ticket: string
}

export async function createTestUser(
  app: FastifyInstance,
  database: DatabaseHandle,
  name: string,
  /** e.g. `{ accessStatus: 'inactive' }`; by default an active Agenda Plus account with consent. */
  profile: Partial<User> = {},
): Promise<TestUser> {
  const id = crypto.randomUUID()
  const [user] = await database.db
    .insert(users)
    .values({
      id,
      subject: id,
      email: `${id}@agenda.test`,
      name,
      termsAccepted: true,
      organisation: DEMO_ORGANISATION,
      ...profile,
    })
    .returning()
  if (!user) throw new Error('user not created')
  return { user, ticket: await app.tickets.issue(user) }
}
