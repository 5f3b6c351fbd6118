// The demo accounts of the embedded provider (README "Demo accounts"), all with the password
// `agenda`. Inserted at start when missing; an existing account is left exactly as it is.
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import { users, type User } from '../db/schema/index'
import { hashPassword } from './passwords'

export const DEMO_PASSWORD = 'agenda'

/** The newsroom of every demo account but `extern@andere-redaktion.test`. */
export const DEMO_ORGANISATION = 'dpa-redaktion'

type DemoAccount = Omit<User, 'subject' | 'passwordHash' | 'termsAcceptedAt'>

const DAY_MS = 24 * 60 * 60 * 1000

function demoAccounts(now: number): DemoAccount[] {
  const editor = {
    createdAt: new Date(now - 730 * DAY_MS),
    accessStatus: 'active' as const,
    agendaPlus: true,
    sector: ['media'],
    termsAccepted: true,
    isZenMode: null,
    defaultView: null,
    zenPromptDismissed: false,
    organisation: DEMO_ORGANISATION,
    isPlanner: false,
  }
  return [
    { ...editor, id: 'demo-redaktion', email: 'redaktion@agenda.test', name: 'Rita Redaktion' },
    { ...editor, id: 'demo-zen', email: 'zen@agenda.test', name: 'Zoe Zen', isZenMode: true },
    { ...editor, id: 'demo-neu', email: 'neu@agenda.test', name: 'Nils Neu', termsAccepted: false },
    {
      ...editor,
      id: 'demo-inaktiv',
      email: 'inaktiv@agenda.test',
      name: 'Ines Inaktiv',
      accessStatus: 'inactive',
    },
    {
      ...editor,
      id: 'demo-basis',
      email: 'basis@agenda.test',
      name: 'Bernd Basis',
      agendaPlus: false,
    },
    {
      ...editor,
      id: 'demo-kollegin',
      email: 'kollegin@agenda.test',
      name: 'Karla Kollegin',
      createdAt: new Date(now - 3 * DAY_MS),
    },
    // The planning desk (issue 17): reviews submissions and writes the agenda.
    {
      ...editor,
      id: 'demo-planung',
      email: 'planung@agenda.test',
      name: 'Paula Planung',
      isPlanner: true,
    },
    // Another newsroom: proves that folders never cross organisations.
    {
      ...editor,
      id: 'demo-extern',
      email: 'extern@andere-redaktion.test',
      name: 'Erik Extern',
      organisation: 'andere-redaktion',
    },
  ]
}

// `redaktion+anything@agenda.test` signs in as a fresh copy of a demo account, so a demo (or a
// test) can start again from the same state without touching the shared account.
const DEMO_ALIAS = /^([a-z]+)\+([a-z0-9-]{1,40})@agenda\.test$/

/** Creates the copy behind a demo alias on its first sign-in; other e-mails are left alone. */
export async function provisionDemoAlias(
  db: Database,
  email: string,
  now = Date.now(),
): Promise<void> {
  const match = DEMO_ALIAS.exec(email.trim().toLowerCase())
  if (!match) return
  const [, base, tag] = match
  // An alias stays in its template's organisation, so aliases of one newsroom are colleagues.
  const template = demoAccounts(now).find((account) => account.email === `${base}@agenda.test`)
  if (!template) return
  const id = `${template.id}+${tag}`
  await db
    .insert(users)
    .values({
      ...template,
      id,
      subject: id,
      email: match[0],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      termsAcceptedAt: template.termsAccepted ? template.createdAt : null,
    })
    .onConflictDoNothing()
}

export async function seedDemoAccounts(db: Database, now = Date.now()): Promise<void> {
  const accounts = demoAccounts(now)
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    )
  const known = new Set(existing.map((row) => row.email))
  const missing = accounts.filter((account) => !known.has(account.email))
  if (missing.length === 0) return
  const rows = await Promise.all(
    missing.map(async (account) => ({
      ...account,
      subject: account.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      termsAcceptedAt: account.termsAccepted ? account.createdAt : null,
    })),
  )
  await db.insert(users).values(rows).onConflictDoNothing()
}
