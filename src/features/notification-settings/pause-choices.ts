// The ends a pause can be given in the settings, as instants: Berlin wall-clock times, whatever
// the device's time zone.
import { addDays, berlinInstant, berlinToday } from '@domain/berlin-time'

const HOUR_MS = 3_600_000

export interface PauseChoice {
  label: string
  until: (now: Date) => Date
}

export const PAUSE_CHOICES: PauseChoice[] = [
  { label: '1 Stunde', until: (now) => new Date(now.getTime() + HOUR_MS) },
  { label: 'Bis morgen 8 Uhr', until: (now) => berlinInstant(addDays(berlinToday(now), 1), 8) },
  { label: '1 Woche', until: (now) => new Date(now.getTime() + 7 * 24 * HOUR_MS) },
]

/** A `datetime-local` value ('2026-11-24T18:30') read as Berlin time, or null. */
export function berlinDateTimeInput(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, day, hour, minute] = match as unknown as [string, string, string, string]
  return berlinInstant(day, Number(hour), Number(minute))
}
