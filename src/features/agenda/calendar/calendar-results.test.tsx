import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import type { DaySummaryRead } from '../api/get-day-summary'
import CalendarResults from './calendar-results'

const WEEK = { from: '2026-12-14', to: '2026-12-20' }
const emptyWeek: DaySummaryRead = {
  status: 'ready',
  days: new Map(),
  total: 0,
  facets: null,
  withoutTop: null,
  matches: null,
  errorMessage: null,
  retry: () => undefined,
}

// The week's view loads on demand; transformed once here, it arrives within the wait below.
beforeAll(() => import('./preview-view'))

let test: ReturnType<typeof queryTestRoot> | undefined
// The weeks before and after are read ahead; here they never answer.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  ),
)
afterEach(async () => {
  await test?.unmount()
  vi.unstubAllGlobals()
})

it('keeps an empty week’s days and the day’s arrows in 7-Tage, below the empty state', async () => {
  test = queryTestRoot()
  await test.render(
    <MemoryRouter initialEntries={['/events/preview']}>
      <CalendarResults
        mode="preview"
        range={WEEK}
        summary={emptyWeek}
        request={{ filterRules: [], from: WEEK.from, to: WEEK.to }}
        requestFor={(range) => ({ filterRules: [], from: range.from, to: range.to })}
        hasSearch={false}
        hasFilters={false}
      />
    </MemoryRouter>,
  )
  const container = test.container
  await test.until(() => expect(container.querySelectorAll('.day-column')).toHaveLength(7))
  expect(container.textContent).toContain('Keine Termine in diesem Zeitraum')
  expect(container.querySelector('button[aria-label="Nächster Tag"]')).not.toBeNull()
})
