import { describe, expect, it } from 'vitest'
import { databaseModes } from '../../testing/test-database'
import { setUpTestApp } from '../../testing/set-up-test-app'

describe.each(databaseModes())('health on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it.each(['/healthz', '/readyz'])('%s answers ok with the database kind', async (url) => {
    const response = await suite.app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: mode })
  })

  it('/livez answers without asking the database', async () => {
    const response = await suite.app.inject({ url: '/livez' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const response = await suite.app.inject({ url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
