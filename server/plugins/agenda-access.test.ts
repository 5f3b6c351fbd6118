import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users, type User } from '../db/schema/index'
import { createTestUser } from '../../tests/support/server/test-users'
import { databaseModes } from '../../tests/support/server/test-database'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'

describe.each(databaseModes())('the agenda access guard on %s', (mode) => {
  const suite = setUpTestApp(mode)

  const listFilters = (ticket: string) =>
    suite.app.inject({
      url: '/filters/api/v1/filters',
      headers: { authorization: `Bearer ${ticket}` },
    })
  const changeAccount = (user: User, changes: Partial<User>) =>
    suite.database.db.update(users).set(changes).where(eq(users.id, user.id))

  it('refuses a ticket issued while active once the account is deactivated', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Bald inaktiv')
    expect((await listFilters(ticket)).statusCode).toBe(200)
    await changeAccount(user, { accessStatus: 'inactive' })
    const refused = await listFilters(ticket)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      code: 'ACCESS_INACTIVE',
      message: expect.stringContaining('Ihr Zugang ist derzeit nicht aktiv'),
    })
    await changeAccount(user, { accessStatus: 'active' })
    expect((await listFilters(ticket)).statusCode).toBe(200)
  })

  it.each([
    [{ accessStatus: 'inactive', agendaPlus: false, termsAccepted: false }, 'ACCESS_INACTIVE'],
    [{ agendaPlus: false, termsAccepted: false }, 'AGENDA_PLUS_REQUIRED'],
    [{ termsAccepted: false }, 'TERMS_NOT_ACCEPTED'],
  ] as const)('names the first refusal of %o: %s', async (changes, code) => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Eingeschränkt')
    await changeAccount(user, changes)
    const refused = await listFilters(ticket)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code })
  })

  it('refuses the ticket of an account that no longer exists with 401 UNKNOWN_ACCOUNT', async () => {
    const { user, ticket } = await createTestUser(suite.app, suite.database, 'Gelöscht')
    await suite.database.db.delete(users).where(eq(users.id, user.id))
    const refused = await listFilters(ticket)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ code: 'UNKNOWN_ACCOUNT' })
  })
})
