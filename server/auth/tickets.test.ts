import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { decodeJwt, errors as joseErrors } from 'jose'
import type { DatabaseHandle } from '../db/database'
import { users, type User } from '../db/schema/index'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { createTicketService, TicketRevokedError, type TicketService } from './tickets'

// verify() keeps a checked signature per ticket (bench/search.ts): what it keeps must never
// outlive the ticket's expiry or its session.
describe.each(databaseModes())('ticket verification kept per ticket on %s', (mode) => {
  let test: TestDatabase
  let database: DatabaseHandle
  let tickets: TicketService
  let user: User

  beforeAll(async () => {
    test = await openTestDatabase(mode)
    database = test.database
    tickets = await createTicketService(database, {
      issuer: 'https://agenda.test',
      ttlSeconds: 60,
    })
    const [row] = await database.db
      .insert(users)
      .values({
        id: 'u1',
        subject: 'u1',
        email: 'u1@agenda.test',
        name: 'U',
        organisation: 'o',
        termsAccepted: true,
      })
      .returning()
    if (!row) throw new Error('user not created')
    user = row
  })
  afterAll(() => test.drop())
  afterEach(() => vi.useRealTimers())

  it('accepts the same ticket again without changing its claims', async () => {
    const ticket = await tickets.issue(user)
    const first = await tickets.verify(ticket)
    expect(await tickets.verify(ticket)).toEqual(first)
    expect(Object.isFrozen((await tickets.verify(ticket)).claims)).toBe(true)
  })

  it('reads the account as it is now with the session, not as the ticket describes it', async () => {
    const ticket = await tickets.issue(user)
    expect((await tickets.verify(ticket)).account).toEqual({
      accessStatus: 'active',
      agendaPlus: true,
      termsAndConditions: true,
      isPlanner: false,
    })
    await database.db
      .update(users)
      .set({ accessStatus: 'inactive', isPlanner: true })
      .where(eq(users.id, user.id))
    expect((await tickets.verify(ticket)).account).toMatchObject({
      accessStatus: 'inactive',
      isPlanner: true,
    })
    await database.db.delete(users).where(eq(users.id, user.id))
    expect((await tickets.verify(ticket)).account).toBeUndefined()
    await database.db.insert(users).values(user)
  })

  it('lives exactly its time, whatever the clock did while the session was written', async () => {
    // The clock as read before the session's write, a second and a half behind the signing.
    const earlier = Date.now() - 1500
    vi.spyOn(Date, 'now').mockReturnValue(earlier)
    const claims = decodeJwt(await tickets.issue(user))
    vi.mocked(Date.now).mockRestore()
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60)
  })

  it('refuses a ticket it accepted once it has expired', async () => {
    const ticket = await tickets.issue(user)
    await tickets.verify(ticket)
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] })
    await expect(tickets.verify(ticket)).rejects.toBeInstanceOf(joseErrors.JWTExpired)
  })

  it('refuses a ticket it accepted once its session is signed out', async () => {
    const ticket = await tickets.issue(user)
    const { sid } = (await tickets.verify(ticket)).claims
    await tickets.revoke(sid)
    await expect(tickets.verify(ticket)).rejects.toBeInstanceOf(TicketRevokedError)
  })
})
