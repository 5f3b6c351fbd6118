// Issue 38, item 4: a Sperrfrist still ahead is marked on the entry's row and in its Monat day cell,
// seen (not by colour alone) and said, at a desktop's and at a phone's width.
import { expect, test, type Page } from '@playwright/test'
import { toBerlinDay } from '../../domain/berlin-time'
import type { AgendaEvent, EventSearchResponse } from '../../domain/events-api'
import { storedTicket } from './support/sign-in'
import { useSignedIn } from './support/signed-in'

// Reading only: the colleague's account (young, so no Zen prompt over the feed) signed in once.
useSignedIn('kollegin')

const DAY_MS = 86_400_000
const SPERRFRIST = /Sperrfrist bis \d\d\.\d\d\.(\d{4})?, \d\d:\d\d Uhr/

/** A seeded entry whose embargo lies a day or more ahead, read from the app's own API. */
async function embargoedEntry(page: Page): Promise<AgendaEvent> {
  const response = await page.request.post('/events/api/v1/events/search', {
    headers: { authorization: `Bearer ${await storedTicket(page)}` },
    data: {
      filterRules: [],
      from: new Date(Date.now() + DAY_MS).toISOString(),
      to: new Date(Date.now() + 60 * DAY_MS).toISOString(),
      limit: 200,
    },
  })
  expect(response.ok()).toBe(true)
  const { items } = (await response.json()) as EventSearchResponse
  const entry = items.find(
    (item) => item.embargo && Date.parse(item.embargo) > Date.now() + DAY_MS && !item.isWholeDay,
  )
  if (!entry) throw new Error('the seeded agenda has an entry under embargo in the coming weeks')
  return entry
}

for (const width of [1440, 390]) {
  test(`marks a Sperrfrist on the row and in the month cell at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.goto('/app/events/list')
    const entry = await embargoedEntry(page)
    const day = toBerlinDay(entry.startTime)
    const search = `q=${encodeURIComponent(`"${entry.title}"`)}`

    await page.goto(`/app/events/list?from=${day}&to=${day}&${search}`)
    const row = page.locator(`a[data-event-id="${entry.id}"]`).first()
    const mark = row.locator('.embargo-mark')
    await expect(mark).toBeVisible()
    await expect(mark).toHaveText(SPERRFRIST)
    await expect(mark.locator('svg')).toBeVisible()
    await expect(row).toHaveAccessibleName(SPERRFRIST)
    await row.screenshot({ path: `test-results/embargo-row-${width}.png` })

    await page.goto(`/app/events/monthly?from=${day}&${search}`)
    const cell = page.getByRole('button', { name: new RegExp(`^${Number(day.slice(8))} `) })
    await expect(cell.locator('.month-day-count .month-day-embargo')).toBeVisible()
    await expect(cell).toHaveAccessibleName(SPERRFRIST)
    await page
      .locator('.month-grid')
      .screenshot({ path: `test-results/embargo-month-${width}.png` })
  })
}
