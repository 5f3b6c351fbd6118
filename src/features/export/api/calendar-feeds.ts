// The reader's subscribable calendars (docs/product.md#calendar-subscriptions): one secret link
// per saved search or folder. The server keeps only a hash of the token, so a link is shown once,
// when it is made or replaced.
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { CalendarFeed, IssuedCalendarFeed } from '@domain/calendar-export-api'
import { httpClient } from '@/lib/http/http-client'
import { useRead } from '@/lib/query/use-read'
import type { CalendarFeedTarget } from '@/stores/agenda-export'

const FEEDS_URL = 'events/calendar-feeds'

export const calendarFeedsQuery = queryOptions({
  queryKey: ['calendar-feeds'],
  queryFn: ({ signal }) =>
    httpClient.get<{ feeds: CalendarFeed[] }>(FEEDS_URL, { signal }).then(({ feeds }) => feeds),
})

export const useCalendarFeeds = () =>
  useRead(calendarFeedsQuery, 'Die Kalender-Abos konnten nicht geladen werden.')

export function createCalendarFeed({ kind, targetId }: CalendarFeedTarget) {
  return httpClient.post<IssuedCalendarFeed>(FEEDS_URL, { kind, targetId })
}

export function rotateCalendarFeed(feedId: string) {
  return httpClient.post<IssuedCalendarFeed>(`${FEEDS_URL}/${encodeURIComponent(feedId)}/rotate`)
}

export function revokeCalendarFeed(feedId: string) {
  return httpClient.delete<undefined>(`${FEEDS_URL}/${encodeURIComponent(feedId)}`)
}

/** Reads the list again after a change, wherever it is shown. */
export function useRefreshCalendarFeeds() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: calendarFeedsQuery.queryKey })
}
