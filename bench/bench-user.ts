// The benchmarks' accounts: active, terms accepted, in an organisation of their own ('bench').
import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../server/db/database'
import { users, type User } from '../server/db/schema/index'

export async function benchUser(database: DatabaseHandle): Promise<User> {
  await database.db
    .insert(users)
    .values({
      id: 'bench',
      subject: 'bench',
      email: 'bench@agenda.test',
      name: 'Benchmark',
      organisation: 'bench',
      termsAccepted: true,
    })
    .onConflictDoNothing()
  const [user] = await database.db.select().from(users).where(eq(users.id, 'bench'))
  if (!user) throw new Error('bench user missing')
  return user
}

/** Many such accounts, one per id (its name, subject and address made of it). */
export function insertBenchUsers(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<User[]> {
  return database.db
    .insert(users)
    .values(
      ids.map((id) => ({
        id,
        subject: id,
        email: `${id}@agenda.test`,
        name: id,
        organisation: 'bench',
        termsAccepted: true,
      })),
    )
    .returning()
}
