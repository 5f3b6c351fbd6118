// The time a saved search's feed covers: a month back, so last weeks' entries stay in the
// calendar, and a year ahead, the agenda's planning horizon (docs/architecture.md#calendar-export).
// Whole Berlin days, so the window moves only at midnight: until then an unchanged agenda gives
// the same calendar, and its ETag can be known without writing it (feed-etags.ts).
import { addDays, berlinInstant, berlinToday } from '../../../domain/berlin-time'

export const FEED_DAYS_BACK = 30
export const FEED_DAYS_AHEAD = 365

export function feedWindow(now: number): { from: string; to: string } {
  const today = berlinToday(now)
  return {
    from: berlinInstant(addDays(today, -FEED_DAYS_BACK)).toISOString(),
    to: berlinInstant(addDays(today, FEED_DAYS_AHEAD + 1)).toISOString(),
  }
}

/** When the window next moves: the coming Berlin midnight. */
export const nextWindowMove = (now: number) => berlinInstant(addDays(berlinToday(now), 1)).getTime()
