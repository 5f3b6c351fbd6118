// /useradmin/notification-settings (docs/architecture.md "Alerts and jobs"): when digests go out,
// a pause and quiet hours, one set per user; times are HH:MM in Europe/Berlin.
import { Type, type Static } from '@sinclair/typebox'

export const DIGEST_TIMES_MAX = 6
export const DEFAULT_DIGEST_TIMES = ['07:00', '15:00']
/** A pause longer than this is a mistake, or alerts turned off: each search can do that. */
export const PAUSE_MAX_DAYS = 90

/** An ISO 8601 instant with its zone, as `Date.toISOString` writes it. */
const ISO_INSTANT =
  '^2[01]\\d\\d-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d(\\.\\d{1,3})?)?(Z|[+-]\\d\\d:\\d\\d)$'

/** A wall-clock time 'HH:MM', 00:00 to 23:59. */
const CLOCK_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$'
export const isClockTime = (value: string) => new RegExp(CLOCK_TIME_PATTERN).test(value)

const ClockTime = (errorMessage: string) =>
  Type.String({ pattern: CLOCK_TIME_PATTERN, errorMessage })

export const NotificationSettingsSchema = Type.Object(
  {
    digestTimes: Type.Array(
      ClockTime('Eine Uhrzeit der Zusammenfassung ist ungültig (Format SS:MM, z. B. 07:00).'),
      {
        minItems: 1,
        maxItems: DIGEST_TIMES_MAX,
        uniqueItems: true,
        errorMessage: `Bitte wählen Sie 1 bis ${DIGEST_TIMES_MAX} verschiedene Uhrzeiten für die Zusammenfassung.`,
      },
    ),
    pausedUntil: Type.Union([Type.Null(), Type.String({ pattern: ISO_INSTANT, maxLength: 40 })], {
      errorMessage: 'Das Ende der Pause ist kein gültiger Zeitpunkt.',
    }),
    quietHours: Type.Union(
      [
        Type.Null(),
        Type.Object(
          {
            from: ClockTime('Der Beginn der Ruhezeit ist ungültig (Format SS:MM).'),
            to: ClockTime('Das Ende der Ruhezeit ist ungültig (Format SS:MM).'),
          },
          { additionalProperties: false },
        ),
      ],
      { errorMessage: 'Die Ruhezeit braucht einen Beginn und ein Ende (Format SS:MM).' },
    ),
  },
  { additionalProperties: false, errorMessage: 'Die Einstellungen sind unvollständig.' },
)
export type NotificationSettings = Static<typeof NotificationSettingsSchema>
