// Analytics and error reports (issue 19): nothing leaves for Matomo or the error endpoint without
// both configuration and consent; with them, Matomo's tracker and Sentry's SDK send to a receiver
// on this machine, and an error report carries no ticket and no e-mail address.
//
// Matomo's matomo.js ships in no npm package; this test serves the real file when MATOMO_JS names
// a copy of it (taken from a Matomo release) and checks its hits. Without it the receiver answers
// 404 for the script, and the test checks what the app asked of the tracker instead.
import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { baseURL } from '../../playwright.config'
import { demoAccounts, signIn, storedTicket } from './support/sign-in'

interface Received {
  path: string
  body: string
}

const MATOMO_JS = process.env.MATOMO_JS
const realTracker = MATOMO_JS !== undefined && existsSync(MATOMO_JS)
const APP_PORT = Number(process.env.E2E_PORT ?? 8181) + 100
const appURL = `http://localhost:${APP_PORT}`
const dataDir = 'test-results/e2e-analytics-data'

let receiver: Server
let received: Received[] = []
let app: ChildProcess

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })

async function startReceiver(): Promise<number> {
  receiver = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ path: request.url ?? '', body })
      response.setHeader('access-control-allow-origin', '*')
      if (request.url === '/matomo.js' && realTracker) {
        response.setHeader('content-type', 'application/javascript')
        response.end(readFileSync(MATOMO_JS as string))
      } else if (request.url?.startsWith('/matomo.php')) {
        response.statusCode = 204
        response.end()
      } else if (request.url?.startsWith('/api/1/envelope/')) {
        response.setHeader('content-type', 'application/json')
        response.end('{}')
      } else {
        response.statusCode = 404
        response.end()
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  return (receiver.address() as AddressInfo).port
}

async function startConfiguredApp(receiverPort: number): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true })
  const receiverUrl = `http://127.0.0.1:${receiverPort}`
  // A second server with analytics configured, compiled by the suite's own (scripts/e2e-server.mjs).
  app = spawn(process.execPath, ['--enable-source-maps', 'dist-server/server.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_EVENTS: '300',
      LOG_LEVEL: 'warn',
      ANALYTICS_URL: receiverUrl,
      ERROR_REPORT_DSN: `http://public@127.0.0.1:${receiverPort}/1`,
    },
  })
  await expect
    .poll(
      () =>
        fetch(`${appURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await startConfiguredApp(await startReceiver())
})

test.afterAll(async () => {
  app.kill('SIGTERM')
  await new Promise((resolve) => receiver.close(resolve))
})

/** Every request of the page that leaves for another origin than the app's own. */
function foreignRequests(page: Page, origin: string): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) urls.push(request.url())
  })
  return urls
}

const search = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Termine durchsuchen' }).fill(text)

test('without configuration nothing is asked and nothing leaves, even with consent stored', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'agenda-telemetry-consent',
      JSON.stringify({ analytics: true, errorReports: true }),
    )
    Object.assign(window, { agendaErrorReportsUnderTest: true })
  })
  const foreign = foreignRequests(page, baseURL)
  await signIn(page, demoAccounts.redaktion.email, '/app/events/standard')
  const config = (await (await page.request.get('/app/config.json')).json()) as object
  expect(config).not.toHaveProperty('analyticsUrl')
  expect(config).not.toHaveProperty('errorReportDsn')
  await search(page, 'Berlin Wahl')
  await page.waitForTimeout(4000)
  expect(foreign.filter((url) => !url.startsWith(`${baseURL}/idp`))).toEqual([])
  await page.goto('/app/settings')
  await expect(
    page.getByText('Diese Agenda zählt keine Nutzung und sendet keine Fehlerberichte.'),
  ).toBeVisible()
})

test.describe('with analytics and error reports configured', () => {
  test.use({ baseURL: appURL })

  test('nothing leaves before consent; with it both send, without tickets or e-mail addresses', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    received = []
    await page.addInitScript(() => {
      Object.assign(window, { agendaErrorReportsUnderTest: true })
    })
    await signIn(page, demoAccounts.redaktion.email, '/app/events/standard')

    // Asked in the cookie panel, nothing ticked: saving the choice as it is sends nothing.
    const panel = page.getByRole('region', { name: 'Cookies und Daten auf diesem Gerät' })
    await expect(panel.getByRole('checkbox', { name: /Nutzungsstatistik/ })).not.toBeChecked()
    await expect(panel.getByRole('checkbox', { name: /Fehlerberichte/ })).not.toBeChecked()
    await search(page, 'Bundestag')
    await page.waitForTimeout(4000)
    await panel.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(panel).toBeHidden()
    await page.reload()
    await page.waitForTimeout(4000)
    expect(received).toEqual([])

    // Consent in settings › Datenschutz: the tracker loads, the reports start.
    await page.goto('/app/settings')
    const privacy = page.getByRole('region', { name: 'Datenschutz' })
    await privacy.getByRole('checkbox', { name: 'Nutzungsstatistik' }).check()
    await privacy.getByRole('checkbox', { name: 'Fehlerberichte' }).check()
    await expect.poll(() => received.some((hit) => hit.path === '/matomo.js')).toBe(true)

    const hits = () => received.filter((hit) => hit.path.startsWith('/matomo.php'))
    const pageViews = hits().length
    await page.goto('/app/events/standard')
    // The tracker starts once the first screen has settled; a search before would go uncounted.
    if (realTracker) await expect.poll(() => hits().length).toBeGreaterThan(pageViews)
    else await expect.poll(() => received.filter((h) => h.path === '/matomo.js').length).toBe(2)
    await search(page, 'Olympia Paris')
    if (realTracker) {
      await expect
        .poll(() => hits().some((hit) => /e_c=Suche/.test(hit.path + hit.body)))
        .toBe(true)
      for (const hit of hits()) {
        const sent = decodeURIComponent(hit.path + hit.body)
        expect(sent).toContain('idsite=4')
        expect(sent).not.toMatch(/Olympia|Bundestag|@agenda\.test|access_token/)
      }
    } else {
      const queued = await page.evaluate(() =>
        JSON.stringify((window as { _paq?: unknown[] })._paq ?? []),
      )
      expect(queued).toContain('["setSiteId",4]')
      expect(queued).toContain('["enableHeartBeatTimer",15]')
      // matomo.js never came (404): after the 3 s wait the adapter dropped the search event.
      expect(queued).toContain('"trackPageView"')
      expect(queued).not.toMatch(/Olympia|@agenda\.test/)
    }

    // An error whose text holds an address and a token reaches the receiver without them.
    const ticket = (await storedTicket(page)) ?? 'no ticket stored'
    await page.evaluate((secret) => {
      setTimeout(() => {
        throw new Error(`Fehler für rita.redaktion@agenda.test ?access_token=${secret}`)
      })
    }, ticket)
    const envelopes = () => received.filter((hit) => hit.path.startsWith('/api/1/envelope/'))
    await expect.poll(() => envelopes().some((hit) => hit.body.includes('Fehler für'))).toBe(true)
    for (const envelope of envelopes()) {
      expect(envelope.body).not.toContain('@agenda.test')
      expect(envelope.body).not.toContain(ticket)
      expect(envelope.body).not.toContain(ticket.split('.')[1] ?? ticket)
    }

    // Withdrawn in this tab: from then on no hit and no report leaves.
    await page.goto('/app/settings')
    await expect.poll(() => received.some((hit) => hit.path === '/matomo.js')).toBe(true)
    await page.getByRole('checkbox', { name: 'Nutzungsstatistik' }).uncheck()
    await page.getByRole('checkbox', { name: 'Fehlerberichte' }).uncheck()
    await page.waitForTimeout(1000)
    const before = received.length
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Nach dem Widerruf')
      })
    })
    await page.goto('/app/events/standard')
    await search(page, 'Nach dem Widerruf')
    await page.waitForTimeout(4000)
    expect(received.slice(before)).toEqual([])
  })
})
