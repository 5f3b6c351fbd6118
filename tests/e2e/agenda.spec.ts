// Issue 4: the classic feed in the browser – each view mode, the range in the address, the detail
// over the feed, keyboard use, search with the syntax, filters and sort, persistence, news items.
import { expect, test, type Page } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  findEventWithNewsItems,
  findLongTitle,
  unfoldFilterGroups,
} from './support/agenda'
import { useSignedIn } from './support/signed-in'

// Axe on a busy two-core machine takes longer than the default allows.
test.describe.configure({ timeout: 90_000 })
// Reading only: the colleague's account (young, so no Zen prompt over the feed) signed in once.
useSignedIn('kollegin')

async function openFeed(page: Page, mode: string) {
  await page.goto(`/app/events/${mode}`)
}

/** Types `text` into the search and waits until the feed has written it into the address. */
async function searchInAddress(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}`))
}

async function showAllEntries(page: Page) {
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
}

const entries = (page: Page) => page.locator('[data-entry]')

/** Scrolls the feed (with the pointer over it, not over the navigation column). */
async function scrollFeed(page: Page, pixels: number) {
  await page.mouse.move(900, 600)
  await page.mouse.wheel(0, pixels)
}

test('standard groups entries by day with time, title and top mark', async ({ page }) => {
  await openFeed(page, 'standard')
  await expect(page.getByRole('list', { name: 'Termine' })).toBeVisible()
  await expect(page.locator('.day-heading').first()).toBeVisible()
  await expect(entries(page).first().locator('.event-time')).toHaveText(/\d\d:\d\d|ganztägig/)
  await expect(entries(page).first().getByText('Top', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

/** A range of 120 days from today, as the address names it. */
function longRange(): string {
  const today = new Date()
  const later = new Date(today.getTime() + 119 * 86_400_000)
  const day = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })
  return `from=${day(today)}&to=${day(later)}`
}

test('list shows dense rows and loads more while scrolling', async ({ page }) => {
  await openFeed(page, 'list')
  await showAllEntries(page)
  await page.goto(`/app/events/list?${longRange()}`)
  const summary = page.locator('.feed-summary')
  await expect(summary).toHaveText(/\d+ Termine/)
  const firstId = await entries(page).first().getAttribute('data-event-id')
  const nextPage = page.waitForRequest((request) => (request.postData() ?? '').includes('"cursor"'))
  await scrollFeed(page, 20_000)
  await nextPage
  await expect(entries(page).first()).not.toHaveAttribute('data-event-id', firstId ?? '')
  await expectNoSeriousA11yViolations(page)
})

// Issue 36: the place column took the row's room and cut titles at about 25 characters.
test('a list row shows a long title in full on a desktop, the place beside it cut', async ({
  page,
}) => {
  // Which titles the first rows hold depends on the day the data was seeded for: search for one.
  await openFeed(page, 'list')
  const title = await findLongTitle(page, 60)
  await page.goto(`/app/events/list?q=${encodeURIComponent(`"${title}"`)}`)
  const titles = page.locator('.event-row .event-title-text')
  await expect(titles.filter({ hasText: title }).first()).toBeVisible()
  const rows = await titles.evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      clipped:
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1,
      width: element.getBoundingClientRect().width,
    })),
  )
  const long = rows.find((row) => row.text === title)
  expect(long, 'the long title among the rows').toBeDefined()
  expect(long?.clipped).toBe(false)
  // The title, not the place, has most of the row.
  const place = await page.locator('.event-row .event-meta').first().boundingBox()
  expect(long?.width ?? 0).toBeGreaterThan((place?.width ?? 0) * 2)
  await expect(page.locator('.event-row .event-meta').first()).toHaveAttribute('title', /\S/)
})

test('7-Tage shows seven day columns and Monat a month grid whose days open', async ({ page }) => {
  await openFeed(page, 'preview')
  await expect(page.locator('.day-column')).toHaveCount(7)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Monat' }).click()
  await expect(page).toHaveURL(/\/events\/monthly/)
  await expect(page.getByRole('table')).toBeVisible()
  const busyDay = page.getByRole('button', { name: /: [1-9]\d* Termine?$/ }).first()
  await busyDay.click()
  await expect(page.locator('.month-day-entries [data-entry]').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('7-Tage shows one day at a time on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openFeed(page, 'preview')
  await expect(page.locator('.day-column:visible')).toHaveCount(1)
  const shown = await page.locator('.day-column:visible h2').textContent()
  await page.getByRole('button', { name: 'Nächster Tag' }).click()
  await expect(page.locator('.day-column:visible h2')).not.toHaveText(shown ?? '')
  await expectNoSeriousA11yViolations(page)
})

test('the range is in the address: a reload shows the same agenda', async ({ page }) => {
  await openFeed(page, 'preview')
  const title = page.locator('.range-title')
  const before = await title.textContent()
  await page.getByRole('button', { name: 'Woche vor' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/)
  // The title follows the address a render later: read it once it has changed.
  await expect(title).not.toHaveText(before ?? '')
  const moved = await title.textContent()
  await page.reload()
  await expect(title).toHaveText(moved ?? '')
  await page.getByRole('button', { name: 'Heute' }).click()
  await expect(title).toHaveText(before ?? '')
})

test('the German date picker loads when pressed and shows the chosen day alone', async ({
  page,
}) => {
  await openFeed(page, 'list')
  const trigger = page.getByRole('button', { name: /^Datum wählen, \d\d\.\d\d\.\d{4}$/ })
  // By keyboard: the calendar opens with the focus inside it.
  await trigger.focus()
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: 'Kalender' })
  await expect(calendar).toBeVisible()
  await expect(calendar.locator(':focus')).toHaveCount(1)
  // Weekdays in two letters: single ones leave M, D and S ambiguous. The header row is hidden from
  // screen readers (each day's button names its weekday), so it is read from the table itself.
  await expect(calendar.locator('thead th')).toHaveText(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
  await calendar.getByRole('button', { name: 'Nächster Monat' }).click()
  await calendar
    .getByRole('button', { name: /(^|\s)15\. / })
    .first()
    .click()
  await expect(calendar).toBeHidden()
  // In Liste the chosen day is shown alone.
  await expect(page).toHaveURL(/from=(\d{4}-\d\d-15)&to=\1(&|$)/)
  await expect(page.locator('.range-title')).toHaveText(/^\w+, 15\. \w+ \d{4}$/)
})

test('the detail opens over the feed and closing returns to the same place', async ({ page }) => {
  await openFeed(page, 'list')
  await showAllEntries(page)
  await expect(entries(page).first()).toBeVisible()
  await scrollFeed(page, 1500)
  // The wheel scrolls after it returns: wait for the scroll to have begun, then for it to end, or
  // the entry picked below can be one the virtual list drops a moment later.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect(page.locator('[data-scrolling]')).toHaveCount(0)
  // An entry in the middle of the screen (one at the top edge sits under the sticky header), pinned
  // by its id: in the virtual list, the n-th row in the DOM changes as rows come and go. An entry
  // of several days is listed on each of them under one id, so only a single-day one will do.
  const eventId = await page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[data-entry]'))
    const once = (row: Element) =>
      rows.filter(
        (other) => other.getAttribute('data-event-id') === row.getAttribute('data-event-id'),
      ).length === 1
    const middle = rows.find(
      (row) => row.getBoundingClientRect().top > window.innerHeight / 3 && once(row),
    )
    return middle?.getAttribute('data-event-id')
  })
  const entry = page.locator(`[data-entry][data-event-id="${eventId}"]`).first()
  await expect(entry).toBeInViewport()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(500)
  const title = (await entry.locator('.event-title-text').textContent()) ?? ''
  await entry.click()
  const detail = page.getByRole('dialog', { name: title })
  await expect(detail).toBeVisible()
  await expect(page).toHaveURL(/\/events\/list\/detail\//)
  await expect(detail.getByText('Eingang')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page).toHaveURL(/\/events\/list(\?|$)/)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)

  await entry.click()
  await page.getByRole('button', { name: 'Detail schließen' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  // A click right after scrolling still reaches the entry under the pointer.
  const point = await entry.evaluate((element) => {
    window.scrollBy(0, 1)
    const box = element.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  })
  await page.mouse.click(point.x, point.y)
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
})

test('arrow keys move between entries and Enter opens one', async ({ page }) => {
  await openFeed(page, 'standard')
  await showAllEntries(page)
  await entries(page).first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(entries(page).nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(entries(page).first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(entries(page).first()).toBeFocused()
})

test('search reads the syntax into chips and clearing it restores the default', async ({
  page,
}) => {
  await openFeed(page, 'standard')
  await showAllEntries(page)
  const search = page.waitForRequest((request) =>
    (request.postData() ?? '').includes('"exclude":true'),
  )
  await page
    .getByRole('searchbox', { name: 'Termine durchsuchen' })
    .fill('Bundestag ODER Landtag -Sport')
  const chips = page.getByRole('list', { name: 'So wurde die Suche verstanden' })
  // Each chip shows its part of the query and is read as one sentence about it.
  await expect(chips.getByRole('listitem').locator('[aria-hidden="true"]')).toHaveText([
    'Bundestag ODER Landtag',
    'ohne Sport',
  ])
  await expect(chips.getByRole('listitem').first()).toHaveAccessibleName(
    'Mindestens eines davon: Bundestag ODER Landtag',
  )
  const body = (await search).postDataJSON() as { filterRules: unknown[] }
  expect(body.filterRules).toContainEqual({
    type: 'FILTER_FULLTEXT',
    values: ['Bundestag', 'Landtag'],
  })
  expect(body.filterRules).toContainEqual({
    type: 'FILTER_FULLTEXT',
    values: ['Sport'],
    exclude: true,
  })

  await page.getByRole('button', { name: 'Hilfe zur Suche' }).click()
  await expect(page.getByRole('dialog', { name: 'Hilfe zur Suche' })).toContainText(
    'ohne Feuerwerk',
  )
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Suche löschen' }).click()
  await expect(page.getByRole('searchbox')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'Nur Top-Einträge' })).toBeChecked()
})

test('filters show facet counts, narrow the entries and sort by Eingang', async ({ page }) => {
  await openFeed(page, 'list')
  await showAllEntries(page)
  await unfoldFilterGroups(page)
  const video = page.getByRole('checkbox', { name: 'Video' })
  const videoCount = await page
    .locator('.filter-option', { has: video })
    .locator('.facet-count')
    .textContent()
  await video.check()
  await expect(page.locator('.feed-summary')).toHaveText(`${videoCount} Termine`)
  await expect(entries(page).first().getByRole('img', { name: 'Video' })).toBeVisible()

  const sorted = page.waitForRequest((request) =>
    (request.postData() ?? '').includes('"sort":"dateUpdated"'),
  )
  await page.getByLabel('Sortieren nach').selectOption({ label: 'Eingang des Termins' })
  expect((await sorted).postDataJSON()).toMatchObject({ order: 'desc' })
})

test('search text and filters are restored after a reload', async ({ page }) => {
  await openFeed(page, 'standard')
  await unfoldFilterGroups(page)
  await page.getByRole('checkbox', { name: 'Politik' }).check()
  await page.getByRole('searchbox').fill('Haushalt*')
  await expect(page.getByRole('list', { name: 'So wurde die Suche verstanden' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('searchbox')).toHaveValue('Haushalt*')
  await expect(page.getByRole('checkbox', { name: 'Politik' })).toBeChecked()
})

test('a search typed just before the page is left is not lost', async ({ page }) => {
  await openFeed(page, 'standard')
  // No pause: the next page loads before the field's own commit delay has passed.
  await page.getByRole('searchbox').fill('Hafenfest')
  await page.goto('/app/events/preview')
  await expect(page.getByRole('searchbox')).toHaveValue('Hafenfest')
  await expect(page.getByRole('list', { name: 'So wurde die Suche verstanden' })).toBeVisible()
})

test('a search changed just before a reload wins over the address it had', async ({ page }) => {
  await openFeed(page, 'standard')
  await searchInAddress(page, 'Bundestag')
  // The reload keeps the address, which still says „Bundestag“: the field's commit delay has not passed.
  await page.getByRole('searchbox').fill('Hafenfest')
  await page.reload()
  await expect(page.getByRole('searchbox')).toHaveValue('Hafenfest')
  await expect(page).toHaveURL(/[?&]q=Hafenfest/)
})

test('a search committed while a reload is under way wins over the address it reopens', async ({
  page,
}) => {
  await openFeed(page, 'standard')
  await searchInAddress(page, 'Bundestag')
  await page.getByRole('searchbox').fill('Hafenfest')
  // On a busy machine the reload's page arrives after the field's commit delay: the commit and its
  // address land in the page being left, and the reload reopens the address it set out with.
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => {
    location.reload()
    document.querySelector<HTMLFormElement>('form[role="search"]')?.requestSubmit()
  })
  await reloaded
  await expect(page.getByRole('searchbox')).toHaveValue('Hafenfest')
  await expect(page).toHaveURL(/[?&]q=Hafenfest/)
})

test('the address of the search before, opened as a link, keeps its own search', async ({
  page,
}) => {
  await openFeed(page, 'standard')
  await searchInAddress(page, 'Bundestag')
  const older = page.url()
  await searchInAddress(page, 'Hafenfest')
  await page.goto(older)
  await expect(page.getByRole('searchbox')).toHaveValue('Bundestag')
  await expect(page).toHaveURL(/[?&]q=Bundestag/)
})

test('a news item opens from the detail and leads back to its event', async ({ page }) => {
  await openFeed(page, 'standard')
  const event = await findEventWithNewsItems(page)
  const [item] = event.newsItems
  if (!item) throw new Error('unreachable')
  await page.goto(`/app/events/standard/detail/${event.id}`)
  await page.getByRole('link', { name: item.headline }).click()
  await expect(page).toHaveURL(`/app/news/${item.id}/event/${event.id}`)
  await expect(page.getByRole('heading', { level: 1, name: item.headline })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: /Zum Termin/ }).click()
  await expect(page.getByRole('dialog', { name: event.title })).toBeVisible()
})
