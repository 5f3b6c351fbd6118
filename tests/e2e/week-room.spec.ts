// 7-Tage has room to read (docs/product.md#layouts, #views): on a desktop both side columns fold
// away and the device remembers it; on a phone the view opens on a day with entries and has one
// pair of arrows, which step on into the next week.
import { expect, test, type Page } from '@playwright/test'
import { addDays, berlinToday, formatDayHeading, toBerlinDay } from '../../domain/berlin-time'
import type { EventSearchResponse } from '../../domain/events-api'
import { storedTicket } from './support/sign-in'
import { useSignedIn } from './support/signed-in'
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const dayColumns = (page: Page) => page.locator('.day-column')

async function firstColumnWidth(page: Page): Promise<number> {
  await expect(dayColumns(page)).toHaveCount(7)
  return (await dayColumns(page).first().boundingBox())?.width ?? 0
}

test('the side columns fold away for the week and stay folded after a reload', async ({ page }) => {
  await page.goto('/app/events/preview')
  // With both columns beside it, a day is about 100 px wide: titles break inside their words.
  expect(await firstColumnWidth(page)).toBeLessThan(130)

  const savedSearches = page.getByRole('button', { name: /^Gespeicherte Suchen/ })
  const filters = page.getByRole('button', { name: /^Filter/ })
  await savedSearches.click()
  await filters.click()
  await expect(savedSearches).toHaveAttribute('aria-expanded', 'false')
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('complementary', { name: 'Filter' })).toBeHidden()
  expect(await firstColumnWidth(page)).toBeGreaterThan(160)

  await page.reload()
  await expect(savedSearches).toHaveAttribute('aria-expanded', 'false')
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  expect(await firstColumnWidth(page)).toBeGreaterThan(160)

  await filters.click()
  await expect(page.getByRole('complementary', { name: 'Filter' })).toBeVisible()
})

/** The first day after today without top entries that has a day with some in the week after it. */
async function weekOpeningEmpty(page: Page): Promise<string> {
  const today = berlinToday()
  const response = await page.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${(await storedTicket(page)) ?? ''}` },
    data: {
      filterRules: [{ type: 'FILTER_IS_TOP', values: ['true'] }],
      from: new Date().toISOString(),
      to: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      limit: 200,
    },
  })
  const { items } = (await response.json()) as EventSearchResponse
  // An entry belongs to every day it overlaps, as in the feed (its end is exclusive).
  const lastDay = (item: EventSearchResponse['items'][number]) =>
    toBerlinDay(Math.max(Date.parse(item.startTime), Date.parse(item.endTime) - 1))
  const covered = (day: string) =>
    items.some((item) => toBerlinDay(item.startTime) <= day && day <= lastDay(item))
  for (let offset = 1; offset < 80; offset++) {
    const from = addDays(today, offset)
    if (!covered(from) && [1, 2, 3, 4, 5, 6].some((step) => covered(addDays(from, step))))
      return from
  }
  throw new Error('the seeded agenda has a week starting on a day without top entries')
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('7-Tage opens on the first day with entries and has one pair of arrows', async ({
    page,
  }) => {
    await page.goto('/app/events/standard')
    const from = await weekOpeningEmpty(page)
    await page.goto(`/app/events/preview?from=${from}&to=${addDays(from, 6)}`)

    // Hidden or not, every column says how many entries its day has.
    await expect(dayColumns(page)).toHaveCount(7)
    const counts = (await page.locator('.day-count').allTextContents()).map(Number)
    expect(counts[0], 'the week starts on a day without entries').toBe(0)
    const firstWithEntries = addDays(
      from,
      counts.findIndex((count) => count > 0),
    )
    const shown = dayColumns(page).filter({ visible: true })
    await expect(shown).toHaveCount(1)
    await expect(shown).toHaveAttribute('aria-label', formatDayHeading(firstWithEntries))
    await expect(shown.locator('[data-entry]').first()).toBeVisible()

    const arrows = page
      .getByRole('button', { name: /zurück$| vor$|Vorheriger Tag|Nächster Tag/ })
      .filter({ visible: true })
    await expect(arrows).toHaveCount(2)

    // Past the week's last day, the arrow steps on into the next week.
    const last = addDays(from, 6)
    await page.goto(`/app/events/preview?from=${from}&to=${last}&day=${last}`)
    await page.getByRole('button', { name: 'Nächster Tag' }).click()
    await expect(page).toHaveURL(new RegExp(`from=${addDays(from, 7)}`))
    await expect(dayColumns(page).filter({ visible: true })).toHaveAttribute(
      'aria-label',
      formatDayHeading(addDays(from, 7)),
    )
  })
})
