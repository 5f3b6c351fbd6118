// The favourites' events for the „Favoriten“ list: GET /events/api/v1/events/{id} for each, read
// as one query of the page's query client (a journalist's short list; the detail answers are
// cached by the service worker, so the list shows offline what was seen online). Read through
// the client itself rather than its hooks: the hooks' code would be cut out of the feed's chunks
// and make the first screen heavier. An event that cannot be read is named as such.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'

export type FavouriteEvent =
  | { id: string; status: 'loading' | 'error' }
  | { id: string; status: 'ready'; event: AgendaEventDetail }

async function readFavouriteEvents(ids: readonly string[], signal: AbortSignal) {
  const answers = await Promise.allSettled(
    ids.map((id) =>
      httpClient.get<AgendaEventDetail>(`events/events/${encodeURIComponent(id)}`, { signal }),
    ),
  )
  return answers.map((answer, index): FavouriteEvent =>
    answer.status === 'fulfilled'
      ? { id: ids[index] ?? '', status: 'ready', event: answer.value }
      : { id: ids[index] ?? '', status: 'error' },
  )
}

/** Soonest first; unavailable entries after them, in the order given. */
function byStartTime(events: FavouriteEvent[]): FavouriteEvent[] {
  const start = (item: FavouriteEvent) =>
    item.status === 'ready' ? Date.parse(item.event.startTime) : Number.POSITIVE_INFINITY
  return [...events].sort((a, b) => start(a) - start(b))
}

export function useFavouriteEvents(ids: readonly string[]): FavouriteEvent[] {
  const client = useQueryClient()
  const key = [...ids].sort().join(' ')
  const [read, setRead] = useState<{ key: string; events: FavouriteEvent[] } | null>(null)
  useEffect(() => {
    let current = true
    const sorted = key === '' ? [] : key.split(' ')
    void client
      .fetchQuery({
        queryKey: ['favourite-events', sorted],
        queryFn: ({ signal }) => readFavouriteEvents(sorted, signal),
      })
      .then((events) => current && setRead({ key, events }))
    return () => {
      current = false
    }
  }, [client, key])
  // A star removed in the list keeps the rest on screen while the new list is read.
  const shown = read?.events.filter((item) => ids.includes(item.id))
  return byStartTime(shown ?? ids.map((id) => ({ id, status: 'loading' as const })))
}
