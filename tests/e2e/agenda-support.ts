// Helpers of the agenda, zen and presentation end-to-end tests: accessibility checks with axe,
// and reading the app's own API with the ticket the browser holds.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { AgendaEventDetail, EventSearchResponse } from '../../domain/events-api'
import { storedTicket } from './support/sign-in'

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

/** An event of the next weeks that already has news items reported on it. */
export async function findEventWithNewsItems(page: Page): Promise<AgendaEventDetail> {
  const now = Date.now()
  const search = await api<EventSearchResponse>(page, 'POST', '/events/api/v1/events/search', {
    filterRules: [],
    from: new Date(now - 30 * 86_400_000).toISOString(),
    to: new Date(now + 30 * 86_400_000).toISOString(),
    limit: 200,
  })
  for (const item of search.items) {
    const detail = await api<AgendaEventDetail>(page, 'GET', `/events/api/v1/events/${item.id}`)
    if (detail.newsItems.length > 0) return detail
  }
  throw new Error('no event with news items in the seeded data')
}
