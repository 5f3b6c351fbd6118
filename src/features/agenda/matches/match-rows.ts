// A list sorted by relevance, in rows: the entries under where the search found them best, title
// first, then topic or ressort, place, description; each entry once, with its own dates. Loaded
// once a search is active (matches-on-demand.ts): a list without one never groups this way.
import type { AgendaEvent, EntryMatch, EventSearchResponse } from '@domain/events-api'
import type { FeedRow } from '../feed/feed-rows'

type MatchField = EntryMatch['field']
export type EntryMatches = NonNullable<EventSearchResponse['matches']>

const MATCH_HEADINGS: Readonly<Record<MatchField, string>> = {
  title: 'Treffer im Titel',
  topic: 'Treffer im Thema oder Ressort',
  place: 'Treffer am Ort',
  body: 'Nur im Beschreibungstext',
}
/** An entry the answer says nothing of (a search of exclusions only) is listed after the others. */
const UNMARKED_HEADING = 'Weitere Treffer'

/** The entries under their headings, keeping the server's order within each. */
export function toMatchRows(events: AgendaEvent[], matches: EntryMatches): FeedRow[] {
  const groups = new Map<string, AgendaEvent[]>(
    Object.values(MATCH_HEADINGS).map((heading) => [heading, []]),
  )
  for (const event of events) {
    const field = matches[event.id]?.field
    const heading = field ? MATCH_HEADINGS[field] : UNMARKED_HEADING
    const group = groups.get(heading)
    if (group) group.push(event)
    else groups.set(heading, [event])
  }
  return [...groups].flatMap(([heading, entries]): FeedRow[] =>
    entries.length === 0
      ? []
      : [
          { kind: 'match', heading, key: `match-${heading}` },
          ...entries.map((event): FeedRow => ({ kind: 'event', event, day: null, key: event.id })),
        ],
  )
}
