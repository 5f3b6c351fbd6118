// /useradmin/notification-settings: the defaults, saving and reading back, German 400s for bad
// input, and only ever the caller's own settings.
import { describe, expect, it } from 'vitest'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const PATH = '/useradmin/notification-settings'
const HOUR_MS = 3_600_000

describe.each(databaseModes())('notification settings (%s)', (mode) => {
  const testApp = setUpTestApp(mode, { env: { JOB_WORKER: 'off' } })
  let anna: TestUser
  let ben: TestUser

  const read = (who: TestUser) =>
    testApp.app.inject({
      method: 'GET',
      url: PATH,
      headers: { authorization: `Bearer ${who.ticket}` },
    })
  const save = (who: TestUser, payload: object) =>
    testApp.app.inject({
      method: 'PUT',
      url: PATH,
      headers: { authorization: `Bearer ${who.ticket}` },
      payload,
    })
  const settings = (overrides: object = {}) => ({
    digestTimes: ['07:00', '15:00'],
    pausedUntil: null,
    quietHours: null,
    ...overrides,
  })

  it('answers the defaults before anything was saved', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
    ben = await createTestUser(testApp.app, testApp.database, 'Ben')
    const answer = await read(anna)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual(settings())
  })

  it('saves the times sorted, the pause and quiet hours across midnight, and reads them back', async () => {
    const pausedUntil = new Date(Date.now() + HOUR_MS).toISOString()
    const quietHours = { from: '22:00', to: '06:30' }
    const saved = await save(
      anna,
      settings({ digestTimes: ['18:30', '06:00'], pausedUntil, quietHours }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = { digestTimes: ['06:00', '18:30'], pausedUntil, quietHours }
    expect(saved.json()).toEqual(expected)
    expect((await read(anna)).json()).toEqual(expected)
  })

  it('takes a pause already over as no pause', async () => {
    const over = new Date(Date.now() - HOUR_MS).toISOString()
    const saved = await save(ben, settings({ pausedUntil: over }))
    expect(saved.json().pausedUntil).toBeNull()
  })

  it.each([
    ['a time that is no time', settings({ digestTimes: ['24:00'] }), 'VALIDATION_ERROR', 'Uhrzeit'],
    ['no digest time', settings({ digestTimes: [] }), 'VALIDATION_ERROR', '1 bis 6'],
    [
      'too many digest times',
      settings({ digestTimes: ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00'] }),
      'VALIDATION_ERROR',
      '1 bis 6',
    ],
    [
      'a time twice',
      settings({ digestTimes: ['07:00', '07:00'] }),
      'VALIDATION_ERROR',
      'verschiedene',
    ],
    [
      'a pause that is no instant',
      settings({ pausedUntil: 'morgen' }),
      'VALIDATION_ERROR',
      'Pause',
    ],
    [
      'a pause of a year',
      settings({ pausedUntil: new Date(Date.now() + 365 * 24 * HOUR_MS).toISOString() }),
      'PAUSE_TOO_LONG',
      '90 Tage',
    ],
    [
      'quiet hours without an end',
      settings({ quietHours: { from: '22:00' } }),
      'VALIDATION_ERROR',
      'Ruhezeit',
    ],
    [
      'quiet hours of no length',
      settings({ quietHours: { from: '22:00', to: '22:00' } }),
      'QUIET_HOURS_EMPTY',
      'gleich',
    ],
  ])('refuses %s with 400 and a German message', async (_, payload, code, words) => {
    const answer = await save(anna, payload)
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code, message: expect.stringContaining(words) })
  })

  it('keeps each user to their own settings', async () => {
    const annas = (await read(anna)).json()
    expect((await read(ben)).json()).toEqual(settings())
    await save(ben, settings({ digestTimes: ['12:00'] }))
    expect((await read(anna)).json()).toEqual(annas)
    expect((await read(ben)).json().digestTimes).toEqual(['12:00'])
  })

  it('answers 401 without a ticket', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: PATH })
    expect(answer.statusCode).toBe(401)
  })
})
