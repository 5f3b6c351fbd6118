// The embedded provider's view of our users table: sign-in by e-mail and password, and the
// OpenID claims of an account (sub is our user id).
import { eq, sql } from 'drizzle-orm'
import type { Account, FindAccount } from 'oidc-provider'
import type { Database } from '../db/database'
import { users, type User } from '../db/schema/index'
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords'

/** The account with this e-mail and password, or undefined; never says which of the two was wrong. */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  const matches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH)
  return matches && user?.passwordHash ? user : undefined
}

export function accountFinder(db: Database): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const [user] = await db.select().from(users).where(eq(users.id, sub))
    if (!user?.passwordHash) return undefined
    return {
      accountId: user.id,
      claims: () => ({
        sub: user.id,
        name: user.name,
        email: user.email,
        email_verified: true,
        updated_at: Math.floor(user.createdAt.getTime() / 1000),
      }),
    }
  }
}
