// The time a saved search's feed covers: a month back, so last weeks' entries stay in the
// calendar, and a year ahead, the agenda's planning horizon (docs/architecture.md#calendar-export).
const DAY_MS = 86_400_000
export const FEED_DAYS_BACK = 30
export const FEED_DAYS_AHEAD = 365

export function feedWindow(now: number): { from: string; to: string } {
  return {
    from: new Date(now - FEED_DAYS_BACK * DAY_MS).toISOString(),
    to: new Date(now + FEED_DAYS_AHEAD * DAY_MS).toISOString(),
  }
}
