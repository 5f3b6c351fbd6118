import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema/index'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { checkCredentials } from './accounts'
import { DEMO_PASSWORD, provisionDemoAlias, seedDemoAccounts } from './demo-accounts'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(databaseModes())('the demo accounts on %s', (mode) => {
  let testDatabase: TestDatabase

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
  })
  afterAll(async () => {
    await testDatabase.drop()
  })

  it('are seeded once with the profiles the README lists', async () => {
    const now = Date.now()
    await seedDemoAccounts(testDatabase.database.db, now)
    const rows = await testDatabase.database.db.select().from(users)
    const byEmail = new Map(rows.map((row) => [row.email, row]))
    expect(rows).toHaveLength(8)
    expect(byEmail.get('kollegin@agenda.test')?.organisation).toBe('dpa-redaktion')
    expect(byEmail.get('extern@andere-redaktion.test')).toMatchObject({
      name: 'Erik Extern',
      organisation: 'andere-redaktion',
      agendaPlus: true,
    })
    expect(byEmail.get('redaktion@agenda.test')).toMatchObject({
      sector: ['media'],
      termsAccepted: true,
      agendaPlus: true,
      accessStatus: 'active',
      isZenMode: null,
    })
    expect(byEmail.get('zen@agenda.test')?.isZenMode).toBe(true)
    expect(byEmail.get('neu@agenda.test')?.termsAccepted).toBe(false)
    expect(byEmail.get('inaktiv@agenda.test')?.accessStatus).toBe('inactive')
    expect(byEmail.get('basis@agenda.test')?.agendaPlus).toBe(false)
    expect(byEmail.get('planung@agenda.test')).toMatchObject({ isPlanner: true, agendaPlus: true })
    expect(byEmail.get('redaktion@agenda.test')?.isPlanner).toBe(false)
    const ageInDays = (email: string) =>
      Math.round((now - (byEmail.get(email)?.createdAt.getTime() ?? now)) / DAY_MS)
    expect(ageInDays('redaktion@agenda.test')).toBe(730)
    expect(ageInDays('kollegin@agenda.test')).toBe(3)
  })

  it('keep their changes when the server starts again', async () => {
    const { db } = testDatabase.database
    await db.update(users).set({ isZenMode: false }).where(eq(users.email, 'redaktion@agenda.test'))
    await seedDemoAccounts(db)
    const [redaktion] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'redaktion@agenda.test'))
    expect(redaktion?.isZenMode).toBe(false)
    expect(await db.select().from(users)).toHaveLength(8)
  })

  it('sign in with the demo password only', async () => {
    const { db } = testDatabase.database
    expect((await checkCredentials(db, 'neu@agenda.test', DEMO_PASSWORD))?.id).toBe('demo-neu')
    expect(await checkCredentials(db, 'neu@agenda.test', 'Agenda')).toBeUndefined()
  })

  it('give a fresh copy of an account behind an alias, apart from the shared one', async () => {
    const { db } = testDatabase.database
    await provisionDemoAlias(db, 'Redaktion+Probe-1@agenda.test')
    await provisionDemoAlias(db, 'redaktion+probe-1@agenda.test')
    const copy = await checkCredentials(db, 'redaktion+probe-1@agenda.test', DEMO_PASSWORD)
    expect(copy).toMatchObject({
      id: 'demo-redaktion+probe-1',
      name: 'Rita Redaktion',
      sector: ['media'],
      isZenMode: null,
      organisation: 'dpa-redaktion',
    })
    const [shared] = await db.select().from(users).where(eq(users.email, 'redaktion@agenda.test'))
    expect(shared?.isZenMode).toBe(false)
  })

  it('give a planner’s alias the planner role', async () => {
    const { db } = testDatabase.database
    await provisionDemoAlias(db, 'planung+desk@agenda.test')
    const [copy] = await db.select().from(users).where(eq(users.email, 'planung+desk@agenda.test'))
    expect(copy).toMatchObject({ id: 'demo-planung+desk', isPlanner: true, name: 'Paula Planung' })
  })

  it('make no account for an alias of an unknown base or another domain', async () => {
    const { db } = testDatabase.database
    const before = (await db.select().from(users)).length
    await provisionDemoAlias(db, 'chef+probe@agenda.test')
    await provisionDemoAlias(db, 'redaktion+probe@example.com')
    expect(await db.select().from(users)).toHaveLength(before)
  })
})
