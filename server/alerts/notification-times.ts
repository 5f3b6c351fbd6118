// When alerts may go out (docs/architecture.md "Alerts and jobs"): the next digest time and the
// end of a hold (pause or quiet hours), in Europe/Berlin wall-clock time, DST-correct.
import { addDays, berlinInstant, formatTime, toBerlinDay } from '../../domain/berlin-time'
import type { NotificationSettings } from '../../domain/notification-settings-api'

type QuietHours = NonNullable<NotificationSettings['quietHours']>

/** The first instant after `after` at which Berlin clocks show one of `times` ('HH:MM'). */
export function nextClockTime(times: readonly string[], after: Date): Date {
  const today = toBerlinDay(after)
  const sorted = [...times].sort()
  // Three days: a time the spring switch skips is still found on the next day.
  for (const day of [today, addDays(today, 1), addDays(today, 2)]) {
    for (const time of sorted) {
      const [hour, minute] = time.split(':').map(Number) as [number, number]
      const instant = berlinInstant(day, hour, minute)
      if (instant > after) return instant
    }
  }
  throw new Error(`no clock time among ${times.join(', ')}`)
}

/** Quiet hours may cross midnight (22:00–07:00); the end is not quiet any more. */
export function isQuiet(quiet: QuietHours, at: Date): boolean {
  const clock = formatTime(at)
  return quiet.from < quiet.to
    ? clock >= quiet.from && clock < quiet.to
    : clock >= quiet.from || clock < quiet.to
}

type Hold = Pick<NotificationSettings, 'quietHours'> & { pausedUntil: Date | null }

/**
 * Until when push and immediate mail are held back at `now`, or null when they may go out. A
 * pause ending in quiet hours holds on until the quiet hours end.
 */
export function holdEnd(settings: Hold, now: Date): Date | null {
  let until = now
  for (;;) {
    if (settings.pausedUntil && settings.pausedUntil > until) until = settings.pausedUntil
    else if (settings.quietHours && isQuiet(settings.quietHours, until))
      until = nextClockTime([settings.quietHours.to], until)
    else return until === now ? null : until
  }
}
