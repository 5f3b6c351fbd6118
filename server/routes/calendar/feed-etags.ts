// The ETag of each feed's last calendar, kept while nothing the text depends on can have changed
// (docs/architecture.md#calendar-export): the agenda's data version (every change to events
// raises it, migration 0007), the feed itself (kind, target, name and rules), and the time until
// the text would read differently without a change — the window's next move at Berlin midnight,
// or an embargo ahead passing, which leaves its entry's text. While all three hold, a calendar
// client's conditional request is answered 304 without reading or writing the entries.

/** Feeds remembered at most; the oldest goes first (a feed polled again is remembered anew). */
const KEPT_FEEDS = 10_000

interface Kept {
  key: string
  etag: string
  validUntil: number
}

export class FeedEtags {
  readonly #kept = new Map<string, Kept>()

  /** The ETag of the feed's calendar for `key`, if it is still exactly right at `now`. */
  lookup(feedId: string, key: string, now: number): string | null {
    const kept = this.#kept.get(feedId)
    return kept && kept.key === key && now < kept.validUntil ? kept.etag : null
  }

  remember(feedId: string, entry: Kept) {
    this.#kept.delete(feedId)
    this.#kept.set(feedId, entry)
    if (this.#kept.size > KEPT_FEEDS) {
      const [oldest] = this.#kept.keys()
      if (oldest !== undefined) this.#kept.delete(oldest)
    }
  }
}

/** What the text depends on besides the time: the data version and the feed's own definition. */
export const feedEtagKey = (
  dataVersion: string,
  feed: { kind: string; targetId: string; name: string; filterRules?: unknown },
) => JSON.stringify([dataVersion, feed.kind, feed.targetId, feed.name, feed.filterRules ?? null])

/** The first moment after `now` an embargo among `embargoes` passes, or Infinity. */
export function nextEmbargoEnd(embargoes: (Date | string | null)[], now: number): number {
  let next = Number.POSITIVE_INFINITY
  for (const embargo of embargoes) {
    const at = embargo === null ? Number.NaN : new Date(embargo).getTime()
    if (at > now && at < next) next = at
  }
  return next
}
