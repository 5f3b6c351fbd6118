// Our users as the user admin needs them: found by the provider's subject, provisioned on first
// sign-in (active, no Agenda Plus, no sector, terms not yet accepted), profile flags updated.
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/database'
import { users, type User } from '../../db/schema/index'
import { ApiError } from '../../plugins/api-errors'

export interface ProviderProfile {
  email: string
  name: string
  /** The provider's organisation (Auth0's `org_id`), if it names one. */
  organisation?: string | undefined
}

export async function findUserBySubject(db: Database, subject: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.subject, subject))
  return user
}

/**
 * The server's own accounts carry their id as subject: the embedded provider's demo accounts and
 * their `name+tag` copies, and the simulation's planner. A real provider's subjects never reach
 * them, even when a database that once ran the embedded provider still holds them.
 */
export const isServerAccount = (user: User) => user.subject === user.id

export const serverAccountConflict = () =>
  new ApiError(
    409,
    'ACCOUNT_CONFLICT',
    'Ihre Anmeldung passt zu einem Konto, das es nur mit dem eingebauten Anmeldedienst gibt. Bitte wenden Sie sich an den Support.',
  )

export async function provisionUser(
  db: Database,
  subject: string,
  profile: ProviderProfile,
): Promise<User> {
  const id = randomUUID()
  await db
    .insert(users)
    .values({
      id,
      // Without an organisation from the provider the account has no colleagues.
      organisation: profile.organisation ?? `own:${id}`,
      subject,
      email: profile.email,
      name: profile.name,
      accessStatus: 'active',
      agendaPlus: false,
      sector: [],
      termsAccepted: false,
    })
    .onConflictDoNothing()
  const user = await findUserBySubject(db, subject)
  if (!user) {
    // The e-mail belongs to another account (another subject): never merge them silently.
    throw new ApiError(
      409,
      'ACCOUNT_CONFLICT',
      'Zu dieser E-Mail-Adresse gibt es bereits ein anderes Konto. Bitte wenden Sie sich an den Support.',
    )
  }
  return user
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      User,
      'termsAccepted' | 'termsAcceptedAt' | 'isZenMode' | 'defaultView' | 'zenPromptDismissed'
    >
  >,
): Promise<User> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  if (!user) {
    throw new ApiError(
      401,
      'UNKNOWN_ACCOUNT',
      'Dieses Konto gibt es nicht mehr. Bitte melden Sie sich erneut an.',
    )
  }
  return user
}
