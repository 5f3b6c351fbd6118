// POST /events/api/v1/events/day-summary and the hooks Monat and 7-Tage read it through: per day
// of the range its count and first entries, in one request. A summary stays fresh for a minute,
// so stepping to the next month and back asks nothing (read ahead: prefetch-day-summaries.ts).
import { useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DaySummary, DaySummaryRequest, DaySummaryResponse } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'

/** A summary younger than this is shown without asking again. */
export const SUMMARY_STALE_MS = 60_000
/** Kept this long after its last reader left, so going back shows it at once. */
const SUMMARY_GC_MS = 10 * 60_000

function getDaySummary(request: DaySummaryRequest, signal?: AbortSignal) {
  return httpClient.post<DaySummaryResponse>('events/events/day-summary', request, { signal })
}

export const daySummaryQuery = (request: DaySummaryRequest) =>
  queryOptions({
    queryKey: ['day-summary', request],
    queryFn: ({ signal }) => getDaySummary(request, signal),
    staleTime: SUMMARY_STALE_MS,
    gcTime: SUMMARY_GC_MS,
  })

export function useDaySummary(request: DaySummaryRequest, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...daySummaryQuery(request), enabled: options.enabled ?? true })
  const { data, error, isFetching, refetch } = query
  // A summary already shown stays while a refresh behind it fails; trying again shows loading.
  const status: 'loading' | 'ready' | 'error' =
    data !== undefined ? 'ready' : query.isError && !isFetching ? 'error' : 'loading'
  const days = useMemo(
    () => new Map<string, DaySummary>(data?.days.map((day) => [day.day, day]) ?? []),
    [data],
  )
  return {
    status,
    days,
    total: data?.total ?? 0,
    facets: data?.facets ?? null,
    /** With the top filter on: what the same search finds without it. */
    withoutTop: data?.withoutTop ?? null,
    errorMessage:
      error === null
        ? null
        : error instanceof HttpError
          ? error.userMessage
          : 'Die Termine konnten nicht geladen werden.',
    retry: () => void refetch(),
  }
}

export type DaySummaryRead = ReturnType<typeof useDaySummary>
