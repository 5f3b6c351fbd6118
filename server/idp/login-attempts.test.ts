import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures } from '../db/schema/index'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import { FAILURE_LIMIT, FAILURE_WINDOW_MS, LoginAttempts } from './login-attempts'

describe.each(databaseModes())('failed sign-in attempts on %s', (mode) => {
  let testDatabase: TestDatabase
  let now = 0
  const attempts = () => new LoginAttempts(testDatabase.database.db, () => now)
  const failTimes = async (pair: { email: string; address: string }, times: number) => {
    for (let i = 0; i < times; i += 1) await attempts().recordFailure(pair)
  }

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
  })
  afterAll(() => testDatabase.drop())

  it('blocks an e-mail and address after the limit of failures', async () => {
    const rita = { email: 'rita@agenda.test', address: '10.0.0.1' }
    await failTimes(rita, FAILURE_LIMIT - 1)
    expect(await attempts().isBlocked(rita)).toBe(false)
    await attempts().recordFailure(rita)
    expect(await attempts().isBlocked(rita)).toBe(true)
    expect(await attempts().isBlocked({ ...rita, address: '10.0.0.2' })).toBe(false)
    expect(await attempts().isBlocked({ ...rita, email: 'tom@agenda.test' })).toBe(false)
  })

  it('lets the pair try again once the failures are older than the window', async () => {
    now = 1_000_000
    const ute = { email: 'ute@agenda.test', address: '10.0.0.1' }
    await failTimes(ute, FAILURE_LIMIT)
    now += FAILURE_WINDOW_MS - 1
    expect(await attempts().isBlocked(ute)).toBe(true)
    now += 2
    expect(await attempts().isBlocked(ute)).toBe(false)
  })

  it('forgets the failures after a successful sign-in', async () => {
    const jan = { email: 'jan@agenda.test', address: '10.0.0.1' }
    await failTimes(jan, FAILURE_LIMIT)
    await attempts().reset(jan)
    expect(await attempts().isBlocked(jan)).toBe(false)
  })

  it('prunes failures that have left the window', async () => {
    const old = { email: 'alt@agenda.test', address: '10.0.0.9' }
    await failTimes(old, 2)
    now += FAILURE_WINDOW_MS
    const fresh = { email: 'neu@agenda.test', address: '10.0.0.9' }
    await attempts().recordFailure(fresh)
    await attempts().forgetAged()
    const rows = await testDatabase.database.db.select().from(loginFailures)
    expect(rows.map((row) => row.email)).toEqual([fresh.email])
  })
})
