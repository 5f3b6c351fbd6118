import { afterAll, describe, expect, it, vi } from 'vitest'
import type { DaySummaryResponse } from '@domain/events-api'
import { daySummaryQuery, type DaySummaryRead } from './get-day-summary'
import { READ_AHEAD_AFTER_MS } from './prefetch-day-summaries'
import { Month } from './testing/agenda-readers'
import {
  fakeSummaryServer,
  month,
  queryRootPerTest,
  summaryFacets as facets,
} from './testing/fake-agenda-api'

const october = month('2026-10-01', '2026-11-01')
const november = month('2026-11-01', '2026-12-01')
const december = month('2026-12-01', '2027-01-01')

const test = queryRootPerTest()

describe('useDaySummary', () => {
  // After the roots are gone, whose read-ahead cancels its idle wait as it unmounts.
  afterAll(() => vi.unstubAllGlobals())

  it('reads the days, total and facets of a range in one request', async () => {
    const server = fakeSummaryServer()
    let read: DaySummaryRead | undefined
    await test().render(<Month request={november} onRead={(r) => (read = r)} />)
    await test().until(() => expect(read?.status).toBe('ready'))
    expect(read?.days.get('2026-11-01')?.count).toBe(4)
    expect(read?.total).toBe(4)
    expect(read?.facets).toEqual(facets)
    expect(server.bodies).toEqual([november])
  })

  it('shows a month seen a moment ago at once, without asking again', async () => {
    const server = fakeSummaryServer()
    const seen: DaySummaryRead[] = []
    await test().render(<Month request={november} onRead={(r) => seen.push(r)} />)
    await test().until(() => expect(seen.at(-1)?.status).toBe('ready'))
    await test().render(<Month request={december} onRead={(r) => seen.push(r)} />)
    await test().until(() => expect(seen.at(-1)?.days.has('2026-12-01')).toBe(true))
    seen.length = 0
    await test().render(<Month request={november} onRead={(r) => seen.push(r)} />)
    expect(seen[0]?.status).toBe('ready')
    expect(seen[0]?.days.has('2026-11-01')).toBe(true)
    expect(server.bodies).toEqual([november, december])
  })

  it('shows a summary older than a minute at once and reads it again behind it', async () => {
    const server = fakeSummaryServer()
    const kept: DaySummaryResponse = { days: [], total: 9, facets }
    test().client.setQueryData(daySummaryQuery(november).queryKey, kept, {
      updatedAt: Date.now() - 61_000,
    })
    const seen: DaySummaryRead[] = []
    await test().render(<Month request={november} onRead={(r) => seen.push(r)} />)
    expect(seen[0]?.total).toBe(9)
    await test().until(() => expect(seen.at(-1)?.total).toBe(4))
    expect(seen.map((read) => read.status)).not.toContain('loading')
    expect(server.bodies).toEqual([november])
  })

  it('reads the months before and after once the month shown has arrived', async () => {
    const server = fakeSummaryServer()
    let read: DaySummaryRead | undefined
    await test().render(
      <Month request={november} neighbours={[october, december]} onRead={(r) => (read = r)} />,
    )
    await test().until(() => expect(server.bodies).toHaveLength(3))
    expect(server.bodies[0]).toEqual(november)
    expect(server.bodies.slice(1)).toEqual([october, december])
    expect(read?.status).toBe('ready')

    // Stepping on shows the month read ahead, and asks nothing more.
    const seen: DaySummaryRead[] = []
    await test().render(<Month request={december} onRead={(r) => seen.push(r)} />)
    expect(seen[0]?.status).toBe('ready')
    expect(seen[0]?.days.has('2026-12-01')).toBe(true)
    expect(server.bodies).toHaveLength(3)
  })

  it('reads around a month once the reader has glanced at it, not in the frame that draws it', async () => {
    // A browser idle at once after drawing, as after a step to a month already read.
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
    const server = fakeSummaryServer()
    test().client.setQueryData(daySummaryQuery(november).queryKey, { days: [], total: 0, facets })
    await test().render(
      <Month request={november} neighbours={[october, december]} onRead={() => undefined} />,
    )
    await new Promise((resolve) => setTimeout(resolve, READ_AHEAD_AFTER_MS / 3))
    expect(server.bodies).toEqual([])
    await test().until(() => expect(server.bodies).toEqual([october, december]))
  })

  it('does not read ahead what is fresh in the cache already', async () => {
    const server = fakeSummaryServer()
    test().client.setQueryData(daySummaryQuery(october).queryKey, {
      days: [],
      total: 0,
      facets,
    })
    await test().render(
      <Month request={november} neighbours={[october, december]} onRead={() => undefined} />,
    )
    await test().until(() => expect(server.bodies).toHaveLength(2))
    expect(server.bodies).toEqual([november, december])
  })
})
