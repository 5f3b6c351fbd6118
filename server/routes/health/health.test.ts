import { describe, expect, it } from 'vitest'
import { databaseModes } from '../../testing/test-database'
import { setUpTestApp } from '../../testing/set-up-test-app'

describe.each(databaseModes())('GET /healthz on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it('answers ok with the database kind', async () => {
    const response = await suite.app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: mode })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await suite.app.inject({ url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
