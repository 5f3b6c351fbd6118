// Issue 13, items 2 and 3: an entry of several days is on each of its days in every view, and
// sorted by Eingang every entry still shows when it happens.
import { expect, test, type Page } from '@playwright/test'
import { daysOf, formatDayHeading, formatMonth, formatShortDay } from '../../domain/berlin-time'
import { eventDays } from '../../domain/event-days'
import type { AgendaEvent, EventSearchResponse } from '../../domain/events-api'
import { storedTicket } from './support/sign-in'
import { useSignedIn } from './support/signed-in'

// Whole views on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const DAY_MS = 86_400_000

/** The seeded entry with this title in the coming year, read from the app's own API. */
async function findEntry(page: Page, title: string): Promise<AgendaEvent> {
  const response = await page.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${await storedTicket(page)}` },
    data: {
      filterRules: [{ type: 'FILTER_FULLTEXT', values: [`"${title}"`] }],
      from: new Date().toISOString(),
      to: new Date(Date.now() + 365 * DAY_MS).toISOString(),
    },
  })
  expect(response.ok()).toBe(true)
  const { items } = (await response.json()) as EventSearchResponse
  const entry = items.find((item) => item.title === title)
  if (!entry) throw new Error(`the seeded agenda has „${title}“`)
  return entry
}

test('an entry of several days is on each of its days in every view', async ({ page }) => {
  // A young account: no Zen prompt over the feed.
  await page.goto('/app/events/standard')
  const week = await findEntry(page, 'Haushaltswoche im Bundestag')
  const { from, to } = eventDays(week)
  const days = daysOf({ from, to })
  expect(days).toHaveLength(4)
  const marks = days.map((_, index) => `Tag ${index + 1} von 4`)
  const copies = page.locator(`[data-event-id="${week.id}"]`)

  // Standard: under each day's heading, marked.
  await page.goto(`/app/events/standard?from=${from}&to=${to}`)
  await page.getByRole('searchbox', { name: 'Termine durchsuchen' }).fill('Haushaltswoche')
  await expect(copies).toHaveCount(4)
  await expect(copies.locator('.event-span-day')).toHaveText(marks)
  await expect(page.locator('.day-heading')).toHaveText(
    days.map((day) => new RegExp(`^${formatDayHeading(day)}`)),
  )

  // The search travels in the address: a write of the typed text to the device may not have
  // finished before the next page load (other top entries on a day would change its count).
  const search = 'q=Haushaltswoche'
  // 7-Tage: in each of its day columns, marked, and not after its last day.
  await page.goto(`/app/events/preview?from=${from}&${search}`)
  const columns = page.locator('.day-column')
  for (const [index, mark] of marks.entries()) {
    await expect(columns.nth(index).locator(`[data-event-id="${week.id}"]`)).toContainText(mark)
  }
  await expect(columns.nth(4).locator(`[data-event-id="${week.id}"]`)).toHaveCount(0)

  // Monat: counted and drawn as a bar on each day; a chosen day lists it, marked. The seeded week
  // may cross a month's end (as the calendar moves on), so each day is read in its own month.
  const openMonthOf = (day: string) => page.goto(`/app/events/monthly?from=${day}&${search}`)
  let shownMonth = ''
  for (const day of days) {
    if (day.slice(0, 7) !== shownMonth) await openMonthOf(day)
    shownMonth = day.slice(0, 7)
    const cell = page.getByRole('button', {
      name: new RegExp(`^${Number(day.slice(8))} ${formatMonth(day)}, \\w+: 1 Termin$`),
    })
    await expect(cell.locator('.is-span')).toHaveText(week.title)
  }
  const third = days[2] ?? from
  await openMonthOf(third)
  await page
    .getByRole('button', { name: new RegExp(`^${Number(third.slice(8))} ${formatMonth(third)}`) })
    .click()
  await expect(page.locator('.month-day-entries [data-entry]')).toContainText('Tag 3 von 4')

  // The detail names the whole span.
  await page.locator('.month-day-entries [data-entry]').click()
  await expect(page.getByRole('dialog', { name: week.title }).locator('.detail-when')).toHaveText(
    new RegExp(`^\\S+, \\d+\\.( \\S+)? bis ${formatDayHeading(to)}, ganztägig$`),
  )
})

test('sorted by Eingang, headings name the day of arrival and entries their own date', async ({
  page,
}) => {
  await page.goto('/app/events/standard')
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  const sorted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/events/search') &&
      (response.request().postData() ?? '').includes('"sort":"dateUpdated"'),
  )
  await page.getByLabel('Sortieren nach').selectOption({ label: 'Eingang des Termins' })
  const { items } = (await (await sorted).json()) as EventSearchResponse

  const headings = page.locator('.day-heading')
  await expect(headings.first()).toHaveText(/^Eingegangen oder geändert am /)
  const entries = page.locator('[data-entry]')
  await expect(entries.first()).toBeVisible()
  for (const item of items.slice(0, 6)) {
    const { from, to } = eventDays(item)
    const dates =
      from === to ? formatShortDay(from) : `${formatShortDay(from)}–${formatShortDay(to)}`
    await expect(page.locator(`[data-event-id="${item.id}"] .event-dates`)).toHaveText(dates)
  }
})
