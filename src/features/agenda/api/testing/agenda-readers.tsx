// The agenda's read hooks mounted for tests: each render hands the test what the hook returned.
import type { DaySummaryRequest, EventSearchRequest } from '@domain/events-api'
import { useDaySummary, type DaySummaryRead } from '../get-day-summary'
import { usePrefetchDaySummaries } from '../prefetch-day-summaries'
import { useEventSearch, type EventSearch } from '../search-events'

/** Monat or 7-Tage: the range's summary, and the neighbours read ahead once it has arrived. */
export function Month(props: {
  request: DaySummaryRequest
  neighbours?: DaySummaryRequest[]
  onRead: (read: DaySummaryRead) => void
}) {
  const read = useDaySummary(props.request)
  usePrefetchDaySummaries(props.neighbours ?? [], read.status === 'ready')
  props.onRead(read)
  return null
}

/** A feed: the search's pages, all of them when `complete`. */
export function Feed(props: {
  request: EventSearchRequest
  complete?: boolean
  onSearch: (search: EventSearch) => void
}) {
  props.onSearch(useEventSearch(props.request, { complete: props.complete }))
  return null
}
