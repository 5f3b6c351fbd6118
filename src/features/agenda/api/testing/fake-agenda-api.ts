// The agenda's reads faked for the hook tests (search and day summary alike): fetch answers each
// POST as the events API would and keeps what was sent; a query test root is made fresh per test.
import { afterEach, beforeEach, vi } from 'vitest'
import type {
  DaySummaryRequest,
  DaySummaryResponse,
  EventSearchRequest,
  EventSearchResponse,
} from '@domain/events-api'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { agendaEvent } from '@/testing/agenda-event-factory'

/** A week's search, as a feed sends it. */
export const week: EventSearchRequest = {
  filterRules: [],
  from: '2026-11-16T00:00:00+01:00',
  to: '2026-11-23T00:00:00+01:00',
}

/** The summary of a month as Monat asks it, from and to given as days. */
export const month = (from: string, to: string): DaySummaryRequest => ({
  filterRules: [],
  from: `${from}T00:00:00+01:00`,
  to: `${to}T00:00:00+01:00`,
  perDay: 3,
})

/** What a refused read answers, as the server would. */
export interface Refusal {
  status: number
  code: string
  message: string
}

/** Stubs fetch: each body is kept, and answered by `answer` or, given one, by the `refusal`. */
function fakeAgendaApi<Request>(answer: (body: Request) => unknown, refusal?: Refusal) {
  const bodies: Request[] = []
  const signals: AbortSignal[] = []
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Request
    bodies.push(body)
    if (init.signal) signals.push(init.signal)
    const json = refusal ? { code: refusal.code, message: refusal.message } : answer(body)
    return Promise.resolve(new Response(JSON.stringify(json), { status: refusal?.status ?? 200 }))
  })
  return { bodies, signals }
}

export const summaryFacets = {
  ressort: { politik: 4 },
  regionalService: {},
  materialType: {},
  kind: {},
}

/** The summary API: every range has one day with four entries; the test reads what was asked. */
export const fakeSummaryServer = (refusal?: Refusal) =>
  fakeAgendaApi<DaySummaryRequest>((body): DaySummaryResponse => {
    const day = body.from.slice(0, 10)
    const entries = [agendaEvent({ startTime: `${day}T09:00:00+01:00` })]
    return { days: [{ day, count: 4, entries }], total: 4, facets: summaryFacets }
  }, refusal)

const noFacets = { ressort: {}, regionalService: {}, materialType: {}, kind: {} }

/** The search API over `total` events, paged by cursor. */
export function fakeSearchServer(total: number, refusal?: Refusal) {
  const events = Array.from({ length: total }, () => agendaEvent())
  return fakeAgendaApi<EventSearchRequest>((body): EventSearchResponse => {
    const start = Number(body.cursor ?? 0)
    const end = start + (body.limit ?? 50)
    const nextCursor = end < total ? String(end) : null
    return { items: events.slice(start, end), total, facets: noFacets, nextCursor }
  }, refusal)
}

/** A fresh query test root for each test (read it inside the test), unmounted after it. */
export function queryRootPerTest(): () => ReturnType<typeof queryTestRoot> {
  let root: ReturnType<typeof queryTestRoot> | undefined
  beforeEach(() => {
    root = queryTestRoot()
  })
  afterEach(async () => {
    await root?.unmount()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
  return () => {
    if (!root) throw new Error('the query test root is made before each test')
    return root
  }
}
