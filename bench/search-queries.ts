// The typical agenda search of the benchmarks (bench/search.ts, bench/cluster.ts): a 7-day
// window, two full-text terms, two filters.
import { addDays, berlinInstant, berlinToday, weekdayOf } from '../domain/berlin-time'
import type { EventSearchRequest } from '../domain/events-api'

/** Next week's Monday plus `dayOffset` days, for seven days; `limit` entries a page. */
export function typicalQuery(dayOffset = 0, limit = 50): EventSearchRequest {
  const today = berlinToday()
  const start = addDays(today, ((8 - weekdayOf(today)) % 7 || 7) + dayOffset)
  return {
    from: berlinInstant(start).toISOString(),
    to: berlinInstant(addDays(start, 7)).toISOString(),
    filterRules: [
      { type: 'FILTER_FULLTEXT', values: ['Pressekonferenz'] },
      { type: 'FILTER_FULLTEXT', values: ['Landesregierung'] },
      { type: 'FILTER_RESSORT', values: ['politik'] },
      { type: 'FILTER_MATERIAL_TYPE', values: ['text', 'picture'] },
    ],
    limit,
  }
}

/** The same kind of query, but every request a different one: no answer comes from a cache. */
export function coldQueries(): () => string {
  let count = 0
  return () => {
    count += 1
    return JSON.stringify(typicalQuery(count % 300, 20 + (Math.floor(count / 300) % 100)))
  }
}
