import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { databaseModes } from '../../tests/support/server/test-database'
import { setUpTestApp, type TestApp } from '../../tests/support/server/set-up-test-app'
import { listen } from '../../tests/support/server/socket-client'

const scrape = async (suite: TestApp) => {
  const response = await suite.app.inject({ url: '/metrics' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/plain')
  return response.body
}

/** The value of one series, e.g. `agenda_mails_total{outcome="sent"}`; undefined when absent. */
function valueOf(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 50 && !(await check()); tries++)
    await new Promise((resolve) => setTimeout(resolve, 20))
}

describe.each(databaseModes())('GET /metrics on %s', (mode) => {
  const suite = setUpTestApp(mode, { dataDirOnDisk: true })

  it('counts requests by route pattern, method and status, with their latency', async () => {
    await suite.app.inject({ url: '/healthz' })
    await suite.app.inject({ url: '/healthz' })
    await suite.app.inject({ url: '/events/api/v1/events/e-1' })
    await suite.app.inject({ url: '/nowhere/at/all' })
    const metrics = await scrape(suite)
    const healthz =
      'agenda_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}'
    expect(valueOf(metrics, healthz)).toBe(2)
    const detail =
      'agenda_http_request_duration_seconds_count{route="/events/api/v1/events/:eventID",method="GET",status="401"}'
    expect(valueOf(metrics, detail)).toBe(1)
    expect(metrics).toContain('route="unmatched",method="GET",status="404"')
    expect(metrics).not.toContain('e-1')
    expect(metrics).toMatch(
      /agenda_http_request_duration_seconds_bucket\{le="0.005",route="\/healthz"/,
    )
  })

  it('counts mails sent', async () => {
    await suite.app.mailer.send({
      to: 'a@agenda.test',
      subject: 'Test',
      text: 'x',
      html: '<p>x</p>',
    })
    expect(valueOf(await scrape(suite), 'agenda_mails_total{outcome="sent"}')).toBe(1)
  })

  it('shows the open WebSockets', async () => {
    const url = await listen(suite.app)
    const socket = new WebSocket(url, 'graphql-transport-ws')
    await new Promise((resolve) => socket.once('open', resolve))
    const open = async () => valueOf(await scrape(suite), 'agenda_websockets_open')
    await until(async () => (await open()) === 1)
    expect(await open()).toBe(1)
    socket.close()
    await until(async () => (await open()) === 0)
    expect(await open()).toBe(0)
  })

  it('shows the database pool (PGlite too: the server reaches it through a pool)', async () => {
    const total = valueOf(await scrape(suite), 'agenda_db_pool_connections{state="total"}')
    expect(total).toBeGreaterThanOrEqual(1)
  })

  it('is refused to other machines without the token', async () => {
    const response = await suite.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'METRICS_FORBIDDEN' })
  })
})

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-secret-0123456789'
  const suite = setUpTestApp('pglite', { env: { METRICS_TOKEN: token } })
  const from = (authorization?: string) =>
    suite.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: authorization ? { authorization } : {},
    })

  it('answers a scraper that shows the token, from anywhere', async () => {
    expect((await from(`Bearer ${token}`)).statusCode).toBe(200)
  })

  it('refuses a wrong or missing token, even from the machine itself', async () => {
    expect((await from('Bearer wrong')).statusCode).toBe(403)
    expect((await from()).statusCode).toBe(403)
    expect((await suite.app.inject({ url: '/metrics' })).statusCode).toBe(403)
  })
})

describe('mails that fail', () => {
  // Nothing listens on the discard port: the SMTP connection is refused at once.
  const suite = setUpTestApp('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } })

  it('are counted as failed', async () => {
    const mail = { to: 'a@agenda.test', subject: 'Test', text: 'x', html: '<p>x</p>' }
    await expect(suite.app.mailer.send(mail)).rejects.toThrow()
    expect(valueOf(await scrape(suite), 'agenda_mails_total{outcome="failed"}')).toBe(1)
  })
})
