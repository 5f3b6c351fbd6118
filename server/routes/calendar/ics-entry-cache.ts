// Written VEVENTs of the feeds, kept per entry version: calendar clients fetch the same feeds
// every hour, and an entry's text changes only with its row (the revision trigger of migration
// 0014 raises `revision` on every update; created_at tells a re-inserted id apart).
import type { IcsEventRow } from './ics-event-rows'

const MAX_ENTRIES = 20_000

export const entryVersion = (row: IcsEventRow) =>
  [
    row.id,
    row.revision,
    new Date(row.created_at).getTime(),
    new Date(row.updated_at).getTime(),
  ].join('\n')

export class IcsEntryCache {
  private readonly texts = new Map<string, string>()

  /** The text of this version of the entry, written by `write` the first time. */
  textOf(row: IcsEventRow, write: () => string): string {
    const key = entryVersion(row)
    const cached = this.texts.get(key)
    if (cached !== undefined) return cached
    const text = write()
    this.texts.set(key, text)
    if (this.texts.size > MAX_ENTRIES) {
      // Oldest written first out: a feed's entries are written together and read together.
      const oldest = this.texts.keys().next().value
      if (oldest !== undefined) this.texts.delete(oldest)
    }
    return text
  }
}
