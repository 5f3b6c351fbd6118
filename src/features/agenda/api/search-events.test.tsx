import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventSearchRequest, EventSearchResponse } from '@domain/events-api'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { eventSearchQuery, useEventSearch, type EventSearch } from './search-events'

const facets = { ressort: {}, regionalService: {}, materialType: {}, kind: {} }

/** The search API over `total` events, paged by cursor; the test decides when an answer leaves. */
function fakeSearchServer(total: number, status = 200) {
  const events = Array.from({ length: total }, () => agendaEvent())
  const bodies: EventSearchRequest[] = []
  const signals: AbortSignal[] = []
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as EventSearchRequest
    bodies.push(body)
    if (init.signal) signals.push(init.signal)
    const start = Number(body.cursor ?? 0)
    const end = start + (body.limit ?? 50)
    const answer: EventSearchResponse = {
      items: events.slice(start, end),
      total,
      facets,
      nextCursor: end < total ? String(end) : null,
    }
    const json = status === 200 ? answer : { code: 'INVALID_REQUEST', message: 'Ungültige Suche.' }
    return Promise.resolve(new Response(JSON.stringify(json), { status }))
  })
  vi.stubGlobal('fetch', fetch)
  return { bodies, signals }
}

const week: EventSearchRequest = {
  filterRules: [],
  from: '2026-11-16T00:00:00+01:00',
  to: '2026-11-23T00:00:00+01:00',
}
const nextWeek: EventSearchRequest = { ...week, from: week.to, to: '2026-11-30T00:00:00+01:00' }

let test: ReturnType<typeof queryTestRoot>
beforeEach(() => {
  test = queryTestRoot()
})
afterEach(async () => {
  await test.unmount()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function Feed(props: {
  request: EventSearchRequest
  complete?: boolean
  onSearch: (search: EventSearch) => void
}) {
  props.onSearch(useEventSearch(props.request, { complete: props.complete }))
  return null
}

describe('useEventSearch', () => {
  it('reads a small first page, then 200 by cursor each time more is asked for', async () => {
    const server = fakeSearchServer(300)
    let search: EventSearch | undefined
    await test.render(<Feed request={week} onSearch={(s) => (search = s)} />)
    await test.until(() => expect(search?.items).toHaveLength(50))
    expect(search?.nextCursor).toBe('50')
    await test.act(() => search?.loadMore())
    await test.until(() => expect(search?.items).toHaveLength(250))
    await test.act(() => search?.loadMore())
    await test.until(() => expect(search?.items).toHaveLength(300))
    expect(search?.nextCursor).toBeNull()
    expect(server.bodies.map(({ limit, cursor }) => [limit, cursor])).toEqual([
      [50, undefined],
      [200, '50'],
      [200, '250'],
    ])
  })

  it('reads every page of 200 for day columns and the month', async () => {
    const server = fakeSearchServer(450)
    let search: EventSearch | undefined
    await test.render(<Feed request={week} complete onSearch={(s) => (search = s)} />)
    await test.until(() => expect(search?.items).toHaveLength(450))
    expect(search?.total).toBe(450)
    expect(server.bodies.map(({ cursor }) => cursor)).toEqual([undefined, '200', '400'])
  })

  it('sends one search for two readers of the same range', async () => {
    const server = fakeSearchServer(10)
    const searches: EventSearch[] = []
    await test.render(
      <>
        <Feed request={week} onSearch={(s) => (searches[0] = s)} />
        <Feed request={{ ...week }} onSearch={(s) => (searches[1] = s)} />
      </>,
    )
    await test.until(() => expect(searches.map((search) => search.items.length)).toEqual([10, 10]))
    expect(server.bodies).toHaveLength(1)
  })

  it('shows a range seen before at once, and refreshes it behind', async () => {
    const server = fakeSearchServer(10)
    const seen: EventSearch[] = []
    await test.render(<Feed request={week} onSearch={(s) => seen.push(s)} />)
    await test.until(() => expect(seen.at(-1)?.status).toBe('ready'))
    await test.render(<Feed request={nextWeek} onSearch={(s) => seen.push(s)} />)
    await test.until(() => expect(seen.at(-1)?.status).toBe('ready'))
    seen.length = 0
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 })
    await test.render(<Feed request={week} onSearch={(s) => seen.push(s)} />)
    await test.until(() => expect(server.bodies).toHaveLength(3))
    await test.until(() => expect(seen.at(-1)?.items).toHaveLength(10))
    // No skeleton in between: the answer kept from before stands while the new one is read.
    expect(seen.map((search) => search.status)).not.toContain('loading')
  })

  it('does not ask again for an answer that arrived a moment ago, as the start’s first one', async () => {
    const server = fakeSearchServer(10)
    await test.client.prefetchInfiniteQuery(eventSearchQuery(week, false))
    let search: EventSearch | undefined
    await test.render(<Feed request={week} onSearch={(s) => (search = s)} />)
    await test.until(() => expect(search?.items).toHaveLength(10))
    await test.act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(server.bodies).toHaveLength(1)
  })

  it('cancels the search when the feed leaves', async () => {
    const server = fakeSearchServer(10)
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      if (init.signal) server.signals.push(init.signal)
      return new Promise(() => undefined)
    })
    await test.render(<Feed request={week} onSearch={() => undefined} />)
    await test.until(() => expect(server.signals).toHaveLength(1))
    await test.render(null)
    expect(server.signals.map((signal) => signal.aborted)).toEqual([true])
  })

  it('does not send a refused search again and says why in German', async () => {
    const server = fakeSearchServer(10, 400)
    let search: EventSearch | undefined
    await test.render(<Feed request={week} onSearch={(s) => (search = s)} />)
    await test.until(() => expect(search?.status).toBe('error'))
    expect(server.bodies).toHaveLength(1)
    expect(search?.errorMessage).toBe('Ungültige Suche.')
  })
})
