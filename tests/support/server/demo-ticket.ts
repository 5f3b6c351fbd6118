// A ticket for one of the seeded demo accounts, as the app would get it after signing in.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../../server/db/database'
import { users } from '../../../server/db/schema/index'

/** The ticket of a demo account; `redaktion@agenda.test` is active with full access. */
export async function demoTicket(
  app: FastifyInstance,
  database: DatabaseHandle,
  email = 'redaktion@agenda.test',
): Promise<string> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`demo account ${email} is not seeded`)
  return app.tickets.issue(user)
}
