// POST /events/api/v1/events/day-summary and the hooks Monat and 7-Tage read it through: per day
// of the range its count and first entries, in one request. A summary stays fresh for a minute,
// so stepping to the next month and back asks nothing (read ahead: prefetch-day-summaries.ts).
import { useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DaySummary, DaySummaryRequest, DaySummaryResponse } from '@domain/events-api'
import { readOf } from '@/lib/query/use-read'
import { agendaRead, SEARCH_FAILED_MESSAGE } from './agenda-read'

/** A summary younger than this is shown without asking again. */
export const SUMMARY_STALE_MS = 60_000
/** Kept this long after its last reader left, so going back shows it at once. */
const SUMMARY_GC_MS = 10 * 60_000

const daySummary = agendaRead<DaySummaryRequest, DaySummaryResponse>('events/events/day-summary')

/** The request as the client sends it, for the next start to send early. */
export const daySummarySent = daySummary.sent

export const daySummaryQuery = (request: DaySummaryRequest) =>
  queryOptions({
    queryKey: ['day-summary', request],
    queryFn: ({ signal }) => daySummary.send(request, signal),
    staleTime: SUMMARY_STALE_MS,
    gcTime: SUMMARY_GC_MS,
  })

export function useDaySummary(request: DaySummaryRequest, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...daySummaryQuery(request), enabled: options.enabled ?? true })
  const { data, refetch } = query
  // A summary already shown stays while a refresh behind it fails; trying again shows loading.
  const read = readOf(query, SEARCH_FAILED_MESSAGE)
  const days = useMemo(
    () => new Map<string, DaySummary>(data?.days.map((day) => [day.day, day]) ?? []),
    [data],
  )
  return {
    status: read.status,
    days,
    total: data?.total ?? 0,
    facets: data?.facets ?? null,
    /** With the top filter on: what the same search finds without it. */
    withoutTop: data?.withoutTop ?? null,
    /** Where the search text was found, for the entries drawn; absent without a search text. */
    matches: data?.matches ?? null,
    errorMessage: read.status === 'error' ? read.message : null,
    retry: () => void refetch(),
  }
}

export type DaySummaryRead = ReturnType<typeof useDaySummary>
