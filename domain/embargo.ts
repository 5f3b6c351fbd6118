// The Sperrfrist as every view, export and mail announces it (docs/product.md#embargo): one wording
// for the app, the worker and the server, said only while the embargo still lies ahead.
import {
  berlinZoneName,
  formatDateTime,
  formatNumericDateTime,
  formatNumericDay,
  formatTime,
  toBerlinDay,
  type Instant,
} from './berlin-time'

const HOUR_MS = 3_600_000

/**
 * Where room is short (rows, cells, a calendar's title, a push) or a text stands on its own and
 * may be read abroad (a calendar's description, a mail, the PDF).
 */
type EmbargoForm = 'short' | 'long'

const timeOf = (instant: Instant) => new Date(instant).getTime()

/** Whether the embargo still holds at `now`: it ends at its very moment. */
export function isEmbargoAhead(
  embargo: Instant | null | undefined,
  now: Instant,
): embargo is Instant {
  return embargo !== null && embargo !== undefined && timeOf(embargo) > timeOf(now)
}

// The hour the autumn switch repeats (02:00–03:00 happens twice): only there does a Berlin clock
// reading name two instants, so only there does the short form name the zone.
function isRepeatedHour(time: number): boolean {
  const reading = formatTime(time)
  return formatTime(time - HOUR_MS) === reading || formatTime(time + HOUR_MS) === reading
}

function shortWhen(time: number, now: Instant): string {
  const sameYear = toBerlinDay(time).slice(0, 4) === toBerlinDay(now).slice(0, 4)
  const when = sameYear
    ? `${formatNumericDay(time)}, ${formatTime(time)}`
    : formatNumericDateTime(time)
  return isRepeatedHour(time) ? `${when} Uhr ${berlinZoneName(time)}` : `${when} Uhr`
}

/**
 * „Sperrfrist bis 05.12., 10:00 Uhr“ (short; with the year when it is not this year's) or
 * „Sperrfrist bis Samstag, 5. Dezember 2026 um 10:00 Uhr MEZ“ (long), in Berlin time, while the
 * embargo lies ahead of `now`; null once it has passed, or without one.
 */
export function embargoNotice(
  embargo: Instant | null | undefined,
  now: Instant,
  form: EmbargoForm = 'short',
): string | null {
  if (!isEmbargoAhead(embargo, now)) return null
  const time = timeOf(embargo)
  if (form === 'long') {
    return `Sperrfrist bis ${formatDateTime(time)} Uhr ${berlinZoneName(time)}`
  }
  return `Sperrfrist bis ${shortWhen(time, now)}`
}
