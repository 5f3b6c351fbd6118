// Issue 16: taking the agenda along (docs/product.md#export). An event's calendar file from its
// detail, the selection as one calendar file, 7-Tage as a PDF read back with pdftotext, a saved
// search subscribed as a calendar (fetched, cached with its ETag, listed in the settings and
// ended there), and the exports saying offline that they need a connection.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/agenda'
import { openItemMenu, saveCurrentSearch, uniqueName } from './support/saved-searches'
import { freshAccount, signIn } from './support/sign-in'

test.describe.configure({ timeout: 120_000 })

const visibleEntries = (page: Page) => page.locator('[data-entry]').locator('visible=true')

/** Clicks and waits for the download it starts; answers its name and text. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await file.path()
  return { name: file.suggestedFilename(), path, text: await readFile(path, 'utf8') }
}

const events = (calendar: string) => calendar.match(/^BEGIN:VEVENT/gm) ?? []
/** The text of a calendar with its folded lines joined and its escapes undone (RFC 5545 3.1, 3.3.11). */
const unfolded = (calendar: string) =>
  calendar.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1')

test('an event goes into the calendar from its detail, as one file in Berlin time', async ({
  page,
}) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/list?q=')
  // A timed entry: its times carry the Berlin zone (whole days are dates, with no zone). A planned
  // one: a cancelled or postponed entry's summary names its status before the title.
  const entry = page
    .locator('[data-entry]:not(.is-cancelled):not(.is-postponed)')
    .locator('visible=true')
    .filter({ has: page.locator('.event-time', { hasText: /\d{2}:\d{2}/ }) })
    .first()
  const title = (await entry.locator('.event-title-text').textContent())?.trim() ?? ''
  await entry.click()
  const detail = page.getByRole('group', { name: 'Termin exportieren' })
  const calendar = await download(page, () =>
    detail.getByRole('button', { name: 'In Kalender übernehmen' }).click(),
  )
  expect(calendar.name).toMatch(/\.ics$/)
  expect(calendar.text).toContain('BEGIN:VCALENDAR')
  expect(calendar.text).toContain('BEGIN:VTIMEZONE')
  expect(calendar.text).toContain('TZID:Europe/Berlin')
  expect(events(calendar.text)).toHaveLength(1)
  expect(calendar.text).toMatch(/^DTSTART;TZID=Europe\/Berlin:\d{8}T\d{6}/m)
  expect(unfolded(calendar.text)).toContain(`SUMMARY:${title}`)
  await expect(page.getByText('Der Kalender wurde heruntergeladen.')).toBeVisible()
})

test('three selected entries leave as one calendar file from the bulk bar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, freshAccount('kollegin'), '/app/events/list?q=')
  await expect(visibleEntries(page).first()).toBeVisible()
  const ids = await visibleEntries(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('data-event-id') ?? ''),
  )
  for (const id of [...new Set(ids)].slice(0, 3)) {
    await page
      .locator('.selectable-entry', { has: page.locator(`[data-event-id="${id}"]`) })
      .first()
      .getByRole('checkbox')
      .check()
  }
  const bar = page.getByRole('toolbar', { name: 'Auswahl' })
  await expect(bar.getByRole('status')).toContainText('3')
  const calendar = await download(page, () =>
    bar.getByRole('button', { name: 'Als Kalender (ICS)' }).click(),
  )
  expect(calendar.name).toBe('agenda-auswahl.ics')
  expect(events(calendar.text)).toHaveLength(3)
})

test('7-Tage as a PDF: a typeset agenda with its range, days and pages', async ({ page }) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/preview?q=')
  await expect(page.locator('[data-entry], .preview-day').first()).toBeVisible()
  const pdf = await download(page, () => page.getByRole('button', { name: 'Als PDF' }).click())
  expect(pdf.name).toMatch(/^agenda-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.pdf$/)
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' })
  expect(text).toMatch(/Seite 1 von \d+/)
  expect(text).toMatch(
    /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \w+ \d{4}/,
  )
  expect(text).toMatch(/\d{2}:\d{2}|ganztägig/)
})

test('a saved search subscribed as a calendar: fetched, unchanged as 304, ended in the settings', async ({
  page,
  request,
}) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/standard')
  const name = uniqueName('Landtag')
  await saveCurrentSearch(page, name, { query: 'Landtag' })
  await (
    await openItemMenu(page, name)
  )
    .getByRole('menuitem', { name: 'Kalender abonnieren' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Kalender abonnieren' })
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Abo-Link erstellen' }).click()
  await expect(dialog.getByRole('link', { name: 'In Kalender-App öffnen' })).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/calendar\/v1\/.+\.ics$/,
  )
  const url = await dialog
    .getByLabel('Link für Google Kalender und andere Web-Kalender')
    .inputValue()
  await dialog.getByRole('button', { name: 'Fertig' }).click()

  const feed = await request.get(url)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const body = await feed.text()
  expect(body).toContain('X-WR-CALNAME')
  expect(events(body).length).toBeGreaterThan(0)
  const again = await request.get(url, { headers: { 'if-none-match': feed.headers().etag ?? '' } })
  expect(again.status()).toBe(304)

  await page.goto('/app/settings')
  const row = page.locator('.feed-row', { hasText: name })
  await expect(row).toContainText('Gespeicherte Suche')
  await expect(row).toContainText('zuletzt abgerufen am')
  await expectNoSeriousA11yViolations(page)
  await row.getByRole('button', { name: 'Abo beenden' }).click()
  await row.getByRole('button', { name: 'Wirklich beenden?' }).click()
  await expect(row).toBeHidden()
  expect((await request.get(url)).status()).toBe(404)
})

test('offline, the exports say that they need a connection', async ({ page, context }) => {
  await signIn(page, freshAccount('kollegin'), '/app/events/list?q=')
  await visibleEntries(page).first().click()
  const detail = page.getByRole('group', { name: 'Termin exportieren' })
  await expect(detail.getByRole('button', { name: 'In Kalender übernehmen' })).toBeVisible()
  await context.setOffline(true)
  await expect(detail).toContainText('Exportieren braucht eine Verbindung zum Server')
  await detail.getByRole('button', { name: 'Als PDF' }).click()
  await expect(page.locator('.message-bar')).toContainText('braucht eine Verbindung')
  await context.setOffline(false)
})
