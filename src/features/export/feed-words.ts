// How the app speaks of a subscribed calendar, in the dialog and in the settings alike.
import { formatLongDate, formatTime } from '@domain/berlin-time'
import type { CalendarFeedTarget } from '@/stores/agenda-export'

export const FEED_KIND_WORDS: Record<CalendarFeedTarget['kind'], string> = {
  'saved-search': 'Gespeicherte Suche',
  folder: 'Ordner',
}

/** „zuletzt abgerufen am 23. November 2026 um 07:30 Uhr“ or „noch nie abgerufen“. */
export function lastUseWords(lastUsedAt: string | null): string {
  return lastUsedAt
    ? `zuletzt abgerufen am ${formatLongDate(lastUsedAt)} um ${formatTime(lastUsedAt)} Uhr`
    : 'noch nie abgerufen'
}
