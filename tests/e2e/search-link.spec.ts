// Issue 13, item 7: a search can be linked. The query and filters live in the address, written
// with replace (typing adds no history entries), and come back on reload and from a shared link.
import { expect, test, type Page } from '@playwright/test'
import { unfoldFilterGroups } from './support/agenda'
import { freshAccount, signIn } from './support/sign-in'

// Signing in on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 150_000 })

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Termine durchsuchen' })
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: false })
const historyLength = (page: Page) => page.evaluate(() => window.history.length)
const param = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name)

test('the search and filters are in the address and come back on reload', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await expect(page).toHaveURL(/[?&]filter=top%3Atrue/)
  const entries = await historyLength(page)

  await searchField(page).pressSequentially('Landtag Bayern', { delay: 60 })
  await expect.poll(() => param(page, 'q')).toEqual(['Landtag Bayern'])
  await unfoldFilterGroups(page)
  await checkbox(page, 'Politik').check()
  await expect.poll(() => param(page, 'filter')).toEqual(['top:true', 'ressort:politik'])
  expect(await historyLength(page)).toBe(entries)

  await page.reload()
  await expect(searchField(page)).toHaveValue('Landtag Bayern')
  await expect(checkbox(page, 'Politik')).toBeChecked()
  await expect(checkbox(page, 'Nur Top-Einträge')).toBeChecked()
})

test('a shared link shows its search to a colleague, whatever she had before', async ({ page }) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await searchField(page).fill('Sport')
  await searchField(page).press('Enter')
  await expect.poll(() => param(page, 'q')).toEqual(['Sport'])

  const searched = page.waitForRequest(
    (request) =>
      request.url().endsWith('/events/search') &&
      (request.postData() ?? '').includes('"Landtag"') &&
      (request.postData() ?? '').includes('"wirtschaft"'),
  )
  await page.goto('/app/events/list?q=Landtag&filter=ressort:politik,wirtschaft&filter=-art:topic')
  await searched
  await expect(searchField(page)).toHaveValue('Landtag')
  await unfoldFilterGroups(page)
  await expect(checkbox(page, 'Politik')).toBeChecked()
  await expect(checkbox(page, 'Wirtschaft')).toBeChecked()
  // The link has no top rule: the colleague sees every entry, not only her default top ones.
  await expect(checkbox(page, 'Nur Top-Einträge')).not.toBeChecked()
})

// Issue 36: every view keeps the search in its address, Monat included, and a Monat address with
// a search shows the searched month after a reload.
test('switching views keeps the search in the address; a Monat link shows the searched month', async ({
  page,
}) => {
  await signIn(page, freshAccount('redaktion'), '/app/events/standard')
  await searchField(page).fill('Bundestag')
  await searchField(page).press('Enter')
  await expect.poll(() => param(page, 'q')).toEqual(['Bundestag'])
  await unfoldFilterGroups(page)
  await checkbox(page, 'Politik').check()
  await expect.poll(() => param(page, 'filter')).toEqual(['top:true', 'ressort:politik'])

  for (const [tab, path] of [
    ['Monat', 'monthly'],
    ['7-Tage', 'preview'],
    ['Liste', 'list'],
  ] as const) {
    await page.getByRole('link', { name: tab, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${path}\\?`))
    await expect.poll(() => param(page, 'q')).toEqual(['Bundestag'])
    await expect.poll(() => param(page, 'filter')).toEqual(['top:true', 'ressort:politik'])
  }

  await page.getByRole('link', { name: 'Monat', exact: true }).click()
  await expect.poll(() => param(page, 'q')).toEqual(['Bundestag'])
  const summary = page.waitForRequest((request) => request.url().includes('/events/day-summary'))
  await page.reload()
  const sent = (await summary).postDataJSON() as { filterRules: { values: string[] }[] }
  expect(sent.filterRules.flatMap((rule) => rule.values)).toContain('Bundestag')
  await expect(searchField(page)).toHaveValue('Bundestag')
  await expect(checkbox(page, 'Politik')).toBeChecked()
  await expect.poll(() => param(page, 'q')).toEqual(['Bundestag'])
})
