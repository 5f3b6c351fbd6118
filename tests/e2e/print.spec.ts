// Issue 16: printing (docs/product.md#printing). The views in print media at desktop width, offline
// and asking the network for nothing: no app around them, a heading with the range, every entry in
// black on white, link targets written out; the bulk bar's „Drucken“ prints the selected entries
// only. Screenshots go to test-results.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { findEventWithLinks } from './support/agenda'
import { useSignedIn } from './support/signed-in'

// Whole views on a busy two-core machine take longer than the default allows.
test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 1440, height: 900 } })
// Reading only: the colleague's account (young, so no Zen prompt) signed in once.
useSignedIn('kollegin')

const BLACK = 'rgb(0, 0, 0)'
const WHITE = 'rgb(255, 255, 255)'

/** Today in Berlin, as the app's calendar days ('YYYY-MM-DD'), and a day some days later. */
function berlinDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day)
}
const noon = (day: string) => new Date(`${day}T12:00:00Z`)
const longDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'Europe/Berlin' })

/** Opens a view showing every entry (an empty search). */
async function openView(page: Page, path: string) {
  await page.goto(`/app/events/${path}`)
  await expect(
    page.locator(path.startsWith('monthly') ? '.month-grid' : '[data-entry]').first(),
  ).toBeVisible()
}

const color = (locator: Locator, property: 'color' | 'backgroundColor') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property)

/**
 * Switches to print media offline, listing what the page asks the network for from then on:
 * printing works from what is shown, so it must ask for nothing.
 */
async function printOffline(page: Page): Promise<() => string[]> {
  // What the start loads once settled, and what going offline sets off, is no part of printing.
  // The code loaded after the start waits for the first screen to settle, which on a busy machine
  // can come after the network has gone quiet: wait for that code itself.
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/after-start-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
  await page.context().setOffline(true)
  await page.waitForTimeout(1_000)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.emulateMedia({ media: 'print' })
  return () => requested
}

/** What the paper must not show: the app around the view and every control. */
async function expectNoChrome(page: Page) {
  await expect(page.locator('.app-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('navigation').locator('visible=true')).toHaveCount(0)
  // Controls do nothing on paper; a month's day is the one that carries content.
  await expect(
    page.locator('button:not([data-print-content]), [role="button"]').locator('visible=true'),
  ).toHaveCount(0)
  await expect(page.locator('input, select, textarea').locator('visible=true')).toHaveCount(0)
  await expect(page.locator('.entry-actions').locator('visible=true')).toHaveCount(0)
}

async function expectBlackOnWhite(page: Page, text: Locator) {
  expect(await color(page.locator('body'), 'backgroundColor')).toBe(WHITE)
  expect(await color(text, 'color')).toBe(BLACK)
}

test('Standard prints every loaded entry under a heading with its range, black on white', async ({
  page,
}) => {
  // The default fortnight: more entries than its first page holds, so a page is still to come.
  const [from, to] = [berlinDay(), berlinDay(13)]
  await openView(page, `standard?q=&from=${from}`)
  const shownOnScreen = await page.locator('[data-entry]').count()

  const requests = await printOffline(page)
  await expectNoChrome(page)
  const heading = page.locator('.print-header__heading')
  await expect(heading).toHaveText(
    longDate({ day: 'numeric', month: 'long', year: 'numeric' }).formatRange(noon(from), noon(to)),
  )
  await expect(page.getByRole('heading', { name: 'Agenda – Standard', level: 1 })).toBeVisible()
  await expect(page.locator('.print-header__printed')).toContainText('Stand:')
  // The virtualized list draws the rows near the window; paper gets every loaded one.
  const printed = page.locator('.printed-feed [data-entry]')
  await expect(printed.first()).toBeVisible()
  expect(await printed.count()).toBeGreaterThan(shownOnScreen)
  await expect(page.locator('.virtual-feed')).toBeHidden()
  await expectBlackOnWhite(page, printed.first().locator('.event-title-text'))
  // Entries link inside the app: no address printed after them.
  const entryAfter = await printed.first().evaluate((link) => getComputedStyle(link, '::after'))
  expect(entryAfter.content).toBe('none')
  expect(requests()).toEqual([])
  await page.screenshot({ path: 'test-results/print-standard.png', fullPage: true })

  await page.context().setOffline(false)
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('.printed-feed')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Ansicht drucken' })).toBeVisible()
})

test('„Drucken“ online reads the rest of the range first, so the paper holds all of it', async ({
  page,
}) => {
  await openView(page, `standard?q=&from=${berlinDay()}`)
  // The browser's print dialog stands in for nothing here: what counts is what is loaded by then.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-test-printed', '')
  })
  await page.getByRole('button', { name: 'Ansicht drucken' }).click()
  await expect(page.locator('html[data-test-printed]')).toHaveCount(1)
  await page.emulateMedia({ media: 'print' })
  const printed = page.locator('.printed-feed')
  await expect(printed.locator('[data-entry]').first()).toBeVisible()
  // Nothing left unread: the paper's end has no note of missing entries.
  await expect(printed).not.toHaveAttribute('data-incomplete')
})

test('Monat prints its grid with the month’s name and each day’s top entries', async ({ page }) => {
  const today = berlinDay()
  await openView(page, `monthly?q=&from=${today}`)
  const requests = await printOffline(page)
  await expectNoChrome(page)
  await expect(page.locator('.print-header__heading')).toHaveText(
    longDate({ month: 'long', year: 'numeric' }).format(noon(today)),
  )
  const days = page.locator('.month-day')
  await expect(days.first()).toBeVisible()
  const todayCell = page.locator('.month-cell.is-today .month-day')
  await expect(todayCell).toContainText(String(Number(today.slice(8))))
  // The count in words, as screen readers hear it: „12 Termine“.
  await expect(page.locator('.month-day-count').first()).toContainText(/\d+ Termine?\b/)
  await expect(page.locator('.month-day-top span').first()).toBeVisible()
  await expectBlackOnWhite(page, page.locator('.month-day-top span').first())
  expect(requests()).toEqual([])
  await page.screenshot({ path: 'test-results/print-monthly.png', fullPage: true })
})

test('a Monat day’s count in words stays inside the day on paper', async ({ page }) => {
  // A month with a day that says more than its count: a change among its titles („…, darunter
  // „Sommerfest“ abgesagt“, which paper leaves to the titles) or a Sperrfrist, which wraps.
  const said = page.locator('.month-day-count .is-spoken-only')
  for (let month = 0; month < 6; month += 1) {
    await openView(page, `monthly?q=&from=${berlinDay(month * 31)}`)
    await expect(page.locator('.month-day-count').first()).toBeVisible()
    if ((await said.count()) > 0) break
  }
  await expect(said.first()).toContainText(', darunter ')
  await page.emulateMedia({ media: 'print' })
  await expect(said.first()).toHaveCSS('width', '1px')
  const overflows = await page.locator('.month-cell').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const count = cell.querySelector('.month-day-count')
      if (!count) return []
      const overflow = count.getBoundingClientRect().right - cell.getBoundingClientRect().right
      return overflow > 0.5 ? [{ text: count.textContent, overflow }] : []
    }),
  )
  expect(overflows).toEqual([])
  // A print as narrow as a phone keeps the phone's bare number.
  await page.setViewportSize({ width: 390, height: 844 })
  const count = page.locator('.month-day-count').first()
  await expect(count.locator('[aria-hidden="true"]')).toBeVisible()
  await expect(count.locator('.visually-hidden').first()).toHaveCSS('width', '1px')
})

test('the detail prints alone, with the addresses of its links written out', async ({ page }) => {
  await openView(page, 'standard?q=')
  const event = await findEventWithLinks(page)
  await page.goto(`/app/events/standard/detail/${event.id}?q=`)
  await expect(page.getByRole('heading', { name: event.title, level: 2 })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expectNoChrome(page)
  await expect(page.locator('.agenda-results')).toBeHidden()
  const link = page.locator('.detail-links a').first()
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  const after = await link.evaluate((element) => getComputedStyle(element, '::after').content)
  expect(after).toBe(`" (${href})"`)
  await expectBlackOnWhite(page, page.locator('.detail-title'))
  await page.screenshot({ path: 'test-results/print-detail.png', fullPage: true })
})

/** Ticks the first `count` different entries; returns their ids. */
async function selectEntries(page: Page, count: number): Promise<string[]> {
  const drawn = await page
    .locator('[data-entry]')
    .locator('visible=true')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-event-id') ?? ''))
  const ids = [...new Set(drawn)].slice(0, count)
  for (const id of ids) {
    await page
      .locator('.selectable-entry', { has: page.locator(`[data-event-id="${id}"]`) })
      .locator('visible=true')
      .first()
      .getByRole('checkbox')
      .check()
  }
  return ids
}

/** The browser's print dialog replaced by a counter: the test looks at print media itself. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as Window & { printed?: number }
    counted.printed = 0
    window.print = () => void (counted.printed = (counted.printed ?? 0) + 1)
  })
}
const prints = (page: Page) =>
  page.evaluate(() => (window as Window & { printed?: number }).printed ?? 0)

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the bulk bar’s „Drucken“ prints the selected entries only (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await countPrints(page)
    await openView(page, 'list?q=')
    const ids = await selectEntries(page, 2)
    const bar = page.getByRole('toolbar', { name: 'Auswahl' })
    if (viewport.name === 'phone') {
      // A narrow bar folds its actions into „Aktionen“; „Drucken“ is among them.
      await bar.getByRole('button', { name: 'Aktionen', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Drucken' }).click()
    } else {
      await bar.getByRole('button', { name: 'Drucken' }).click()
    }
    await expect.poll(() => prints(page)).toBe(1)

    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.printed-feed')).toBeVisible()
    const printed = page.locator('.printed-feed [data-entry]').locator('visible=true')
    // Rows and headings read in one snapshot: the list may still load pages, and an entry of many
    // days brings a row and a heading with each new day.
    const paper = await page.locator('.printed-feed').evaluate((feed) => {
      const shown = (selector: string) =>
        Array.from(feed.querySelectorAll(selector)).filter((element) => element.checkVisibility())
      return {
        ids: shown('[data-entry]').map((link) => link.getAttribute('data-event-id')),
        headings: shown('.day-heading').length,
      }
    })
    expect(new Set(paper.ids)).toEqual(new Set(ids))
    await expect(page.locator('.print-header')).toBeVisible()
    // A day without a chosen entry leaves no heading behind.
    expect(paper.headings).toBeLessThanOrEqual(paper.ids.length)
    await page.screenshot({ path: `test-results/print-selection-${viewport.name}.png` })

    // Once the print is over, the whole view prints again.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    expect(await printed.count()).toBeGreaterThan(ids.length)
  })
}
