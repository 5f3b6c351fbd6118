import { describe, expect, it, vi } from 'vitest'
import type { EventSearchRequest } from '@domain/events-api'
import { eventSearchQuery, type EventSearch } from './search-events'
import { Feed } from './testing/agenda-readers'
import { fakeSearchServer, queryRootPerTest, week } from './testing/fake-agenda-api'

const nextWeek: EventSearchRequest = { ...week, from: week.to, to: '2026-11-30T00:00:00+01:00' }

const test = queryRootPerTest()

describe('useEventSearch', () => {
  it('reads a small first page, then 200 by cursor each time more is asked for', async () => {
    const server = fakeSearchServer(300)
    let search: EventSearch | undefined
    await test().render(<Feed request={week} onSearch={(s) => (search = s)} />)
    await test().until(() => expect(search?.items).toHaveLength(50))
    expect(search?.nextCursor).toBe('50')
    await test().act(() => search?.loadMore())
    await test().until(() => expect(search?.items).toHaveLength(250))
    await test().act(() => search?.loadMore())
    await test().until(() => expect(search?.items).toHaveLength(300))
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
    await test().render(<Feed request={week} complete onSearch={(s) => (search = s)} />)
    await test().until(() => expect(search?.items).toHaveLength(450))
    expect(search?.total).toBe(450)
    expect(server.bodies.map(({ cursor }) => cursor)).toEqual([undefined, '200', '400'])
  })

  it('sends one search for two readers of the same range', async () => {
    const server = fakeSearchServer(10)
    const searches: EventSearch[] = []
    await test().render(
      <>
        <Feed request={week} onSearch={(s) => (searches[0] = s)} />
        <Feed request={{ ...week }} onSearch={(s) => (searches[1] = s)} />
      </>,
    )
    await test().until(() =>
      expect(searches.map((search) => search.items.length)).toEqual([10, 10]),
    )
    expect(server.bodies).toHaveLength(1)
  })

  it('shows a range seen before at once, and refreshes it behind', async () => {
    const server = fakeSearchServer(10)
    const seen: EventSearch[] = []
    await test().render(<Feed request={week} onSearch={(s) => seen.push(s)} />)
    await test().until(() => expect(seen.at(-1)?.status).toBe('ready'))
    await test().render(<Feed request={nextWeek} onSearch={(s) => seen.push(s)} />)
    await test().until(() => expect(seen.at(-1)?.status).toBe('ready'))
    seen.length = 0
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 })
    await test().render(<Feed request={week} onSearch={(s) => seen.push(s)} />)
    await test().until(() => expect(server.bodies).toHaveLength(3))
    await test().until(() => expect(seen.at(-1)?.items).toHaveLength(10))
    // No skeleton in between: the answer kept from before stands while the new one is read.
    expect(seen.map((search) => search.status)).not.toContain('loading')
  })

  it('does not ask again for an answer that arrived a moment ago, as the start’s first one', async () => {
    const server = fakeSearchServer(10)
    await test().client.prefetchInfiniteQuery(eventSearchQuery(week, false))
    let search: EventSearch | undefined
    await test().render(<Feed request={week} onSearch={(s) => (search = s)} />)
    await test().until(() => expect(search?.items).toHaveLength(10))
    await test().act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(server.bodies).toHaveLength(1)
  })

  it('cancels the search when the feed leaves', async () => {
    const server = fakeSearchServer(10)
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      if (init.signal) server.signals.push(init.signal)
      return new Promise(() => undefined)
    })
    await test().render(<Feed request={week} onSearch={() => undefined} />)
    await test().until(() => expect(server.signals).toHaveLength(1))
    await test().render(null)
    expect(server.signals.map((signal) => signal.aborted)).toEqual([true])
  })
})
