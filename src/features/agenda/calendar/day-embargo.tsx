// A Monat day's Sperrfrist while it holds (docs/product.md#embargo): a lock beside the day's count,
// seen at every width (a phone draws no titles), and the words for screen readers and paper,
// „einer mit Sperrfrist bis 05.12., 10:00 Uhr“, in the wording of domain/embargo.ts.
import { embargoNotice, isEmbargoAhead } from '@domain/embargo'
import type { DayEntry } from '@domain/events-api'
import { Icon } from '@/components/ui/icon'
import '../feed/embargo-mark.css'

/** The Sperrfrist notices of the day's entries whose embargo holds at `now`. */
export function dayEmbargoes(entries: readonly DayEntry[], now: number): string[] {
  return entries.flatMap((entry) => embargoNotice(entry.embargo, now) ?? [])
}

/** The words after the count: „1 Termin, Sperrfrist bis …“, „einer mit …“, „2 mit Sperrfrist“. */
function embargoWords(notices: readonly string[], count: number): string {
  const [only] = notices
  if (notices.length > 1 || !only) return `, ${notices.length} mit Sperrfrist`
  return count === 1 ? `, ${only}` : `, einer mit ${only}`
}

/** Inside the day's count: the lock, and what it means for screen readers. */
export function DayEmbargo({ notices, count }: { notices: readonly string[]; count: number }) {
  if (notices.length === 0) return null
  return (
    <>
      <Icon name="lock" size="xs" className="month-day-embargo" />
      <span className="visually-hidden">{embargoWords(notices, count)}</span>
    </>
  )
}

/** The lock before a drawn title, while the entry's embargo holds. */
export function TitleEmbargo({ entry, now }: { entry: DayEntry; now: number }) {
  return isEmbargoAhead(entry.embargo, now) ? (
    <Icon name="lock" size="xs" className="month-day-embargo" />
  ) : null
}
