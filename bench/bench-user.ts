// The benchmarks' account: active, terms accepted, in an organisation of its own.
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
