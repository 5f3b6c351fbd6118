// The line above the entries of every view, lists and calendars alike: its own file, so Monat and
// 7-Tage need not load the list views' code (list-results.ts) for it.
import { ENTRY_COUNT, plural } from '@domain/plural'
import { TopFilterHint } from './top-filter-hint'

/** How many entries there are, or what the top filter leaves out. */
export function ResultCount({ total, withoutTop }: { total: number; withoutTop: number | null }) {
  return withoutTop ? (
    <TopFilterHint shown={total} all={withoutTop} />
  ) : (
    <p className="feed-summary" role="status">
      {plural(total, ENTRY_COUNT)}
    </p>
  )
}
