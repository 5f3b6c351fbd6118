// Issue 14, items 2 and 3: Monat and 7-Tage ask for what they show, one day summary per range,
// and moving in time is instant: the next range is read ahead, a range seen a moment ago costs
// no request, and a full day of 7-Tage offers the rest of its entries in its Liste.
import { expect, test, type Page, type Request } from '@playwright/test'
import { berlinDaysWindow, berlinToday, formatMonth, monthOf } from '../../domain/berlin-time'
import type { DaySummaryRequest } from '../../domain/events-api'
import { useSignedIn } from './support/signed-in'

// Whole views on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const isSummary = (request: Request) => request.url().endsWith('/events/api/v1/events/day-summary')
const isSearch = (request: Request) => request.url().endsWith('/events/api/v1/events/search')

/** The windows of the day summaries and searches the page sends from now on. */
function recordReads(page: Page) {
  const summaries: string[] = []
  const searches: string[] = []
  page.on('request', (request) => {
    if (!isSummary(request) && !isSearch(request)) return
    const body = JSON.parse(request.postData() ?? '{}') as DaySummaryRequest
    ;(isSummary(request) ? summaries : searches).push(body.from)
  })
  return { summaries, searches }
}

/**
 * Whether the live agenda told the page of changes made meanwhile (by tests running alongside):
 * it then reads every day summary again, rightly, so a month may be read twice.
 */
function recordLiveChanges(page: Page) {
  const seen = { changes: false }
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = String(payload)
      if (!message.includes('"agendaChanged"')) return
      const { changes, truncated } = (
        JSON.parse(message) as {
          payload?: { data?: { agendaChanged?: { changes: unknown[]; truncated: boolean } } }
        }
      ).payload?.data?.agendaChanged ?? { changes: [], truncated: false }
      if (changes.length > 0 || truncated) seen.changes = true
    })
  })
  return seen
}

const monthWindowStart = (offset: number) =>
  berlinDaysWindow(monthOf(berlinToday(), offset))?.from ?? ''

test('the next month and back: one summary each, and the month shows again without a request', async ({
  page,
}) => {
  const reads = recordReads(page)
  const live = recordLiveChanges(page)
  await page.goto('/app/events/monthly')
  const title = page.locator('.range-title')
  await expect(title).toHaveText(formatMonth(berlinToday()))
  await expect(page.getByRole('button', { name: /[1-9]\d* Termine?$/ }).first()).toBeVisible()
  // Read ahead while idle: the month before and the month after.
  await expect
    .poll(() => [...new Set(reads.summaries)].toSorted())
    .toEqual([monthWindowStart(-1), monthWindowStart(0), monthWindowStart(1)].toSorted())

  // The step is drawn in the click's own task: the router does not spread it over frames as a
  // transition (docs/architecture.md#start-picture).
  const titleAfterTheClick = await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Monat vor"]')?.click()
    await Promise.resolve()
    return document.querySelector('.range-title')?.textContent
  })
  expect(titleAfterTheClick).toBe(formatMonth(monthOf(berlinToday(), 1).from))
  await expect(page.getByRole('button', { name: /[1-9]\d* Termine?$/ }).first()).toBeVisible()
  // Once the reader has glanced at the next month, the month after it is read ahead.
  await expect.poll(() => reads.summaries).toContain(monthWindowStart(2))
  await page.getByRole('button', { name: 'Monat zurück' }).click()
  await expect(title).toHaveText(formatMonth(berlinToday()))
  await expect(page.getByRole('button', { name: /[1-9]\d* Termine?$/ }).first()).toBeVisible()
  await expect(page.getByRole('status', { name: 'Termine werden geladen' })).toBeHidden()

  // Nothing was read twice.
  test.skip(live.changes, 'the agenda changed meanwhile: the live agenda read the months again')
  expect(reads.summaries.filter((from) => from === monthWindowStart(0))).toHaveLength(1)
  expect(reads.summaries.filter((from) => from === monthWindowStart(1))).toHaveLength(1)
  // The grid reads no full entries: those come only for a chosen day.
  expect(reads.searches).toEqual([])
})

test('7-Tage offers the rest of a full day in that day’s Liste', async ({ page }) => {
  await page.goto('/app/events/preview')
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  const rest = (scope: Page | ReturnType<Page['locator']>) =>
    scope.getByRole('link', { name: /^Alle \d+ Termine am / })
  // Other tests add entries to these days as this one runs: should one land between the week's
  // read and the day's, the week is read again, until the two agree.
  await expect(async () => {
    await page.goto('/app/events/preview')
    const column = page
      .locator('.day-column')
      .filter({ has: rest(page) })
      .first()
    const more = rest(column)
    await expect(more).toBeVisible()
    const count = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0])
    await expect(column.locator('.day-count')).toHaveText(String(count))
    expect(await column.locator('[data-entry]').count()).toBeLessThan(count)

    await more.click()
    await expect(page).toHaveURL(/\/app\/events\/list\?from=(\d{4}-\d\d-\d\d)&to=\1(&|$)/)
    await expect(page.locator('.feed-summary')).toHaveText(
      `${count.toLocaleString('de-DE')} Termine`,
      { timeout: 3000 },
    )
  }).toPass({ timeout: 40_000 })
})
