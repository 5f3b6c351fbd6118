// Making and replacing subscription links, with the German reason when it fails. Sent at once:
// a link is only useful while the reader waits for it.
import type { QueryClient } from '@tanstack/react-query'
import { HttpError } from '@/lib/http/http-error'
import type { CalendarFeedTarget } from '@/stores/agenda-export'
import type { CalendarFeed, IssuedCalendarFeed } from '@domain/calendar-export-api'
import { calendarFeedsQuery, createCalendarFeed } from './api/calendar-feeds'

export type FeedLinkOutcome =
  | { kind: 'link'; link: IssuedCalendarFeed }
  /** The reader subscribed before; its link cannot be shown again, only replaced. */
  | { kind: 'exists'; feed: CalendarFeed }

/** Makes the target's link, or finds the feed the reader already has for it. */
export async function linkForTarget(
  target: CalendarFeedTarget,
  queries: QueryClient,
): Promise<FeedLinkOutcome> {
  try {
    const link = await createCalendarFeed(target)
    void queries.invalidateQueries({ queryKey: calendarFeedsQuery.queryKey })
    return { kind: 'link', link }
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error
    const feeds = await queries.fetchQuery({ ...calendarFeedsQuery, staleTime: 0 })
    const feed = feeds.find((one) => one.kind === target.kind && one.targetId === target.targetId)
    if (!feed) throw error
    return { kind: 'exists', feed }
  }
}
