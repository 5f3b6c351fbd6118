// Issue 36, item 4: Standard and Liste show a single day – Heute, Morgen or a day chosen in the
// picker – as a one-day range in the address (?from=…&to=… the same day), stepped a day at a time.
import { expect, test, type Page } from '@playwright/test'
import { addDays, berlinToday, formatDayHeading } from '../../domain/berlin-time'
import { useSignedIn } from './support/signed-in'

// Reading only: the colleague's account (young, so no Zen prompt over the feed) signed in once.
useSignedIn('kollegin')

const rangeTitle = (page: Page) => page.locator('.range-title')
const dayAddress = (day: string) => new RegExp(`from=${day}&to=${day}(&|$)`)

test('Morgen shows one day, the arrows step a day, and the address keeps it', async ({ page }) => {
  const tomorrow = addDays(berlinToday(), 1)
  const dayAfter = addDays(tomorrow, 1)
  await page.goto('/app/events/standard')
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  const days = page.getByRole('group', { name: 'Zeitraum' })

  await days.getByRole('button', { name: 'Morgen' }).click()
  await expect(page).toHaveURL(dayAddress(tomorrow))
  await expect(rangeTitle(page)).toHaveText(formatDayHeading(tomorrow))
  await expect(days.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'true')
  // Every day heading the list shows is that day's.
  await expect(page.locator('.day-heading').first()).toBeVisible()
  for (const heading of await page.locator('.day-heading').allTextContents()) {
    expect(heading).toContain(formatDayHeading(tomorrow))
  }

  // By keyboard: the forward arrow steps one day, and the new day is announced.
  const forward = days.getByRole('button', { name: 'Tag vor' })
  await forward.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(dayAddress(dayAfter))
  await expect(rangeTitle(page)).toHaveText(formatDayHeading(dayAfter))
  await expect(rangeTitle(page)).toHaveAttribute('aria-live', 'polite')
  await expect(forward).toBeFocused()

  // The linked address opens the same day.
  await page.reload()
  await expect(rangeTitle(page)).toHaveText(formatDayHeading(dayAfter))
  await expect(days.getByRole('button', { name: 'Tag zurück' })).toBeVisible()

  // „14 Tage“ goes back to two weeks, from the day shown.
  await days.getByRole('button', { name: '14 Tage' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${dayAfter}&to=${addDays(dayAfter, 13)}`))
  await expect(days.getByRole('button', { name: 'Zeitraum vor' })).toBeVisible()
})

test('Heute in Liste shows today alone', async ({ page }) => {
  const today = berlinToday()
  await page.goto('/app/events/list?from=2026-01-05&to=2026-01-18')
  await page.getByRole('group', { name: 'Zeitraum' }).getByRole('button', { name: 'Heute' }).click()
  await expect(page).toHaveURL(dayAddress(today))
  await expect(rangeTitle(page)).toHaveText(formatDayHeading(today))
})
