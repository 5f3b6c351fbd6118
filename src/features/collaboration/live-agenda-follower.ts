// The live agenda's client (docs/architecture.md#live-agenda), started with the collaboration
// client after the first screen: subscribes to agendaChanged from the last version it saw (again
// after every reconnect, so it catches up with what changed meanwhile), asks the search with
// `eventIds` and the list's own filters which new entries the view shows, and offers them as
// „N neue Einträge“; entries already on screen that changed are read again in place.
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { getDefaultStore } from 'jotai'
import type { EventSearchResponse } from '@domain/events-api'
import type { LiveCollaboration } from '@/lib/apollo/live-collaboration'
import { httpClient } from '@/lib/http/http-client'
import { currentAgendaViewAtom } from '@/stores/agenda-export'
import { liveNewEntriesAtom } from '@/stores/live-agenda'
import { AgendaChangedText } from './api/generated/followed-texts'

type Store = ReturnType<typeof getDefaultStore>

/** What no list shows entry by entry: read again on any change. */
const SUMMARY_QUERY_KEYS = [['day-summary'], ['planning']]
const LIST_MODES = new Set(['standard', 'list'])
/** MAX_LIMIT of domain/events-api (whose value import would bring TypeBox along): one page's
 * worth of ids per question, so every match fits in its answer. */
const IDS_PER_SEARCH = 200

/** The last version seen, kept across restarts of the follower (reconnects, online again). */
let lastVersion: number | undefined

/** The ids a loaded list shows, from the search answers in the cache. */
function visibleIds(queryClient: QueryClient): Set<string> {
  const ids = new Set<string>()
  for (const [, data] of queryClient.getQueriesData<InfiniteData<EventSearchResponse>>({
    queryKey: ['event-search'],
  })) {
    for (const page of data?.pages ?? []) for (const item of page.items) ids.add(item.id)
  }
  return ids
}

async function matchingIds(store: Store, ids: string[]): Promise<string[]> {
  const view = store.get(currentAgendaViewAtom)
  if (!view || !LIST_MODES.has(view.mode) || ids.length === 0) return []
  const chunks: string[][] = []
  for (let start = 0; start < ids.length; start += IDS_PER_SEARCH) {
    chunks.push(ids.slice(start, start + IDS_PER_SEARCH))
  }
  const answers = await Promise.all(
    chunks.map((eventIds) =>
      httpClient.post<EventSearchResponse>('events/events/search', {
        ...view.request,
        eventIds,
        limit: IDS_PER_SEARCH,
      }),
    ),
  )
  return answers.flatMap((answer) => answer.items.map((item) => item.id))
}

/**
 * Follows while online; offline there is no one to subscribe to (started again once online).
 * `ended`: the subscription gave up (the socket ran out of retries), so its owner can start again.
 */
export function followLiveAgenda(
  store: Store,
  live: LiveCollaboration,
  queryClient: QueryClient,
  ended: () => void,
): () => void {
  const invalidate = (keys: readonly (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  return live.subscribe(
    AgendaChangedText,
    { since: lastVersion },
    {
      next: (data) => {
        const message = data.agendaChanged
        lastVersion = message.version
        if (message.truncated) {
          store.set(liveNewEntriesAtom, [])
          void invalidate([['event-search'], ['event'], ...SUMMARY_QUERY_KEYS])
          return
        }
        if (message.changes.length === 0) return
        const visible = visibleIds(queryClient)
        const created = message.changes
          .filter((change) => change.kind === 'CREATED' && !visible.has(change.eventId))
          .map((change) => change.eventId)
        const changedOnScreen = message.changes.some(
          (change) => change.kind !== 'CREATED' && visible.has(change.eventId),
        )
        void invalidate([['event'], ...SUMMARY_QUERY_KEYS])
        // Day columns and the month show everything anyway: read again at once.
        void queryClient.invalidateQueries({
          queryKey: ['event-search'],
          predicate: (query) => query.queryKey[2] === true || changedOnScreen,
        })
        matchingIds(store, created)
          .then((matching) => {
            if (matching.length === 0) return
            const known = store.get(liveNewEntriesAtom)
            store.set(liveNewEntriesAtom, [...new Set([...known, ...matching])])
          })
          .catch((error: unknown) => console.debug('live agenda: matches not read', error))
      },
      ended: () => {
        console.debug('live agenda ended')
        ended()
      },
    },
  )
}
