// Helpers of the agenda, zen and presentation end-to-end tests: accessibility checks with axe,
// and reading the app's own API with the ticket the browser holds.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type {
  AgendaEventDetail,
  EventSearchResponse,
  NewsItemSummary,
} from '../../../domain/events-api'
import { storedTicket } from './sign-in'

/** axe finds no serious or critical violation on what the page shows now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious).toEqual([])
}

/** Unfolds every folded group of the filter panel (groups start folded and stay as left). */
export async function unfoldFilterGroups(page: Page) {
  // The panel renders once the feed has restored its filters: right after sign-in, not yet.
  await expect(page.locator('.filter-group').first()).toBeVisible()
  const folded = page.locator('.filter-group:not([open]) > summary')
  while ((await folded.count()) > 0) await folded.first().click()
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const ticket = await storedTicket(page)
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${ticket}` },
    data: body,
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

/** The title of an event of the coming weeks at least `length` characters long. */
export async function findLongTitle(page: Page, length: number): Promise<string> {
  const now = Date.now()
  const search = await api<EventSearchResponse>(page, 'POST', '/events/api/v1/events/search', {
    filterRules: [],
    from: new Date(now).toISOString(),
    to: new Date(now + 30 * 86_400_000).toISOString(),
    limit: 200,
  })
  const long = search.items.find((item) => item.title.length >= length)
  if (!long) throw new Error(`no title of ${String(length)} characters in the seeded data`)
  return long.title
}

/**
 * An event of the weeks around today that already has news items reported on it; with `query`,
 * one whose title holds that word and whose news item headline does too.
 */
export async function findEventWithNewsItems(
  page: Page,
  query?: string,
): Promise<AgendaEventDetail> {
  const now = Date.now()
  const search = await api<EventSearchResponse>(page, 'POST', '/events/api/v1/events/search', {
    filterRules: query ? [{ type: 'FILTER_FULLTEXT', values: [query] }] : [],
    from: new Date(now - (query ? 60 : 30) * 86_400_000).toISOString(),
    to: new Date(now + 30 * 86_400_000).toISOString(),
    limit: 200,
  })
  for (const item of search.items) {
    const detail = await api<AgendaEventDetail>(page, 'GET', `/events/api/v1/events/${item.id}`)
    const reported = detail.newsItems.filter((news) => !query || news.headline.includes(query))
    if (reported.length > 0) return { ...detail, newsItems: reported }
  }
  throw new Error(`no event with news items${query ? ` on „${query}“` : ''} in the seeded data`)
}

/** A news item of the past weeks with the given material type (`picture`, `graphic` …). */
export async function findNewsItemOfMaterial(
  page: Page,
  materialType: NewsItemSummary['materialType'],
): Promise<{ event: AgendaEventDetail; item: NewsItemSummary }> {
  const now = Date.now()
  const search = await api<EventSearchResponse>(page, 'POST', '/events/api/v1/events/search', {
    filterRules: [],
    from: new Date(now - 60 * 86_400_000).toISOString(),
    to: new Date(now).toISOString(),
    sort: 'startTime',
    order: 'desc',
    limit: 200,
  })
  for (const entry of search.items) {
    const event = await api<AgendaEventDetail>(page, 'GET', `/events/api/v1/events/${entry.id}`)
    const item = event.newsItems.find((news) => news.materialType === materialType)
    if (item) return { event, item }
  }
  throw new Error(`no news item of material ${materialType} in the seeded data`)
}

/** An event of the weeks around today with links out of the app, as its detail shows them. */
export async function findEventWithLinks(page: Page): Promise<AgendaEventDetail> {
  const now = Date.now()
  const search = await api<EventSearchResponse>(page, 'POST', '/events/api/v1/events/search', {
    filterRules: [{ type: 'FILTER_IS_TOP', values: ['true'] }],
    from: new Date(now - 14 * 86_400_000).toISOString(),
    to: new Date(now + 30 * 86_400_000).toISOString(),
    limit: 100,
  })
  for (const item of search.items) {
    const detail = await api<AgendaEventDetail>(page, 'GET', `/events/api/v1/events/${item.id}`)
    if (detail.links.length > 0) return detail
  }
  throw new Error('no event with links in the seeded data')
}
