// POST /events/api/v1/events/search and the hook the feeds read it through: an infinite query whose
// pages follow the answer's cursor, the first at once, further ones on demand (endless scrolling)
// or all of them (day columns, month).
import { useCallback, useEffect, useMemo } from 'react'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { EventSearchRequest, EventSearchResponse } from '@domain/events-api'
import { failureMessage } from '@/lib/query/use-read'
import { agendaRead, SEARCH_FAILED_MESSAGE } from './agenda-read'

const search = agendaRead<EventSearchRequest, EventSearchResponse>('events/events/search')

/** A small first page paints quickly; later pages take the API's maximum, so scrolling through
 * thousands of entries needs few requests. */
const FIRST_PAGE_SIZE = 50
const PAGE_SIZE = 200
/**
 * An answer this young is not asked for again when a list mounts: the start's first search
 * (prefetch-feed-search.ts) has often arrived before the feed renders, and reading it once more
 * would cost a request and two renders of the feed. Changes reach the lists by the live agenda's
 * invalidations, not by reading again.
 */
const SEARCH_FRESH_MS = 5_000

const firstPage = (request: EventSearchRequest, complete: boolean): EventSearchRequest => ({
  ...request,
  limit: complete ? PAGE_SIZE : FIRST_PAGE_SIZE,
})

/**
 * A list's first page as the client sends it (address and body), which the start remembers for
 * the next start to send before the app has loaded (src/lib/http/early-request.ts).
 */
export const firstListPageSent = (request: EventSearchRequest) =>
  search.sent(firstPage(request, false))

/** `complete`: day columns and the month need everything anyway, so their first page is a full one. */
export const eventSearchQuery = (request: EventSearchRequest, complete: boolean) =>
  infiniteQueryOptions({
    queryKey: ['event-search', request, complete],
    queryFn: ({ pageParam, signal }) =>
      search.send(
        pageParam === null
          ? firstPage(request, complete)
          : { ...request, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: SEARCH_FRESH_MS,
  })

export function useEventSearch(
  request: EventSearchRequest,
  options: { complete?: boolean; enabled?: boolean } = {},
) {
  const complete = options.complete ?? false
  const query = useInfiniteQuery({
    ...eventSearchQuery(request, complete),
    enabled: options.enabled ?? true,
  })
  const { data, error, hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, refetch } = query
  // Trying again after a failed first page shows the skeleton, as the first try did.
  const status: 'loading' | 'ready' | 'error' =
    query.isPending || (query.isError && isFetching && !isFetchingNextPage)
      ? 'loading'
      : query.isError
        ? 'error'
        : 'ready'

  const loadMore = useCallback(() => {
    // While a read runs another would cancel it; the list asks again once it has settled.
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])

  // One array per answer, not per render: the feeds derive their rows from it.
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data])
  // Where the search text was found, for every page's entries; absent without a search text.
  const matches = useMemo(() => {
    const found = data?.pages.flatMap((page) => Object.entries(page.matches ?? {})) ?? []
    return found.length === 0 ? null : Object.fromEntries(found)
  }, [data])
  const last = data?.pages.at(-1)
  const nextCursor = last?.nextCursor ?? null

  // Each new cursor asks for the next page, so a fast answer cannot end the chain unseen.
  useEffect(() => {
    if (complete && nextCursor !== null && !isFetching && !query.isError) void fetchNextPage()
  }, [complete, nextCursor, isFetching, query.isError, fetchNextPage])
  return {
    status,
    items,
    matches,
    total: last?.total ?? 0,
    facets: last?.facets ?? null,
    /** With the top filter on: what the same search finds without it. */
    withoutTop: last?.withoutTop ?? null,
    nextCursor,
    loadingMore: isFetchingNextPage,
    errorMessage: error === null ? null : failureMessage(error, SEARCH_FAILED_MESSAGE),
    loadMore,
    retry: () => void refetch(),
  }
}

export type EventSearch = ReturnType<typeof useEventSearch>
