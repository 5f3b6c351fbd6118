// An event submitted from outside (issue 17): one schema for the form and the submissions API,
// each field with its German sentence. Text is user text (domain/user-text.ts), one line unless it
// is a description, and never markup: a submission ends up in every journalist's agenda, so tags
// are refused, not rendered.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Errors, type ValueError } from '@sinclair/typebox/errors'
import { addDays, berlinInstant, parseBerlinDay } from './berlin-time'
import { FEDERAL_STATES } from './labels/federal-states'
import { REGIONAL_SERVICES } from './labels/regional-services'
import { RESSORTS } from './labels/ressorts'
import { INVALID_INPUT_MESSAGE, ownMessage } from './refusal-message'
import { UserLine, UserText } from './user-text'

/** schema.org's eventAttendanceMode values: online, vor Ort, hybrid. */
const ATTENDANCE_MODES = [
  'OnlineEventAttendanceMode',
  'OfflineEventAttendanceMode',
  'MixedEventAttendanceMode',
] as const

const SUBMISSION_TITLE_MAX_LENGTH = 200
const SUBMISSION_DESCRIPTION_MAX_LENGTH = 5000
const SUBMISSION_MAX_LINKS = 10
/** An event of the agenda spans at most this many days. */
export const SUBMISSION_MAX_DAYS = 31
const LINE_MAX_LENGTH = 200
const URL_MAX_LENGTH = 2000

// No `<` opening a tag, comment or declaration („a < b“ stays); the characters are user text's.
// Anchored at the start, so the lookahead scans once: linear time even for long input.
const NO_MARKUP_PATTERN = '^(?![\\s\\S]*<[A-Za-z/!?])'
const HTTP_URL = '^https?://[^\\s<>"\\u0000-\\u001f\\u007f]+$'
const EMAIL = '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$'
const PHONE = '^\\+?[0-9 ()/.-]{5,30}$'
const POSTAL_CODE = '^[0-9]{5}$'
const DAY = '^(?:19|2[01])\\d\\d-\\d\\d-\\d\\d$'
const TIME = '^(?:[01]\\d|2[0-3]):[0-5]\\d$'

const NO_MARKUP = 'ohne Zeilenumbrüche und ohne HTML'

/** A required one-line text of 1 to `max` characters. */
const Line = (label: string, max = LINE_MAX_LENGTH) =>
  UserLine(label, {
    minLength: 1,
    maxLength: max,
    pattern: NO_MARKUP_PATTERN,
    errorMessage: `${label} muss 1 bis ${max} Zeichen lang sein (${NO_MARKUP}).`,
  })

/** An optional one-line text, empty allowed. */
const OptionalLine = (label: string) =>
  Type.Optional(
    UserLine(label, {
      maxLength: LINE_MAX_LENGTH,
      pattern: NO_MARKUP_PATTERN,
      errorMessage: `${label} darf höchstens ${LINE_MAX_LENGTH} Zeichen lang sein (${NO_MARKUP}).`,
    }),
  )

const HttpUrl = (label: string) =>
  Type.String({
    maxLength: URL_MAX_LENGTH,
    pattern: HTTP_URL,
    errorMessage: `${label} muss eine Adresse mit http:// oder https:// sein.`,
  })

const Email = (label: string) =>
  Type.String({
    maxLength: LINE_MAX_LENGTH,
    pattern: EMAIL,
    errorMessage: `${label} ist keine gültige E-Mail-Adresse.`,
  })

const Phone = (label: string) =>
  Type.String({
    pattern: PHONE,
    errorMessage: `${label} ist keine gültige Telefonnummer (Ziffern, Leerzeichen, + ( ) / . -).`,
  })

const Choice = <Code extends string>(codes: readonly Code[], errorMessage: string) =>
  Type.Union(
    codes.map((code) => Type.Literal(code)),
    { errorMessage },
  )

export const Day = (label: string) =>
  Type.String({ pattern: DAY, errorMessage: `${label} ist kein gültiges Datum (JJJJ-MM-TT).` })

/** Beginn and Ende as Berlin wall-clock times, or whole days (first to last, inclusive). */
export const WhenSchema = Type.Object(
  {
    startDay: Day('Der erste Tag'),
    endDay: Day('Der letzte Tag'),
    isWholeDay: Type.Boolean({ errorMessage: 'Bitte angeben, ob der Termin ganztägig ist.' }),
    startTime: Type.Optional(
      Type.String({ pattern: TIME, errorMessage: 'Der Beginn ist keine Uhrzeit (HH:MM).' }),
    ),
    endTime: Type.Optional(
      Type.String({ pattern: TIME, errorMessage: 'Das Ende ist keine Uhrzeit (HH:MM).' }),
    ),
  },
  { additionalProperties: false, errorMessage: 'Bitte Beginn und Ende angeben.' },
)

const PlaceSchema = Type.Object(
  {
    venue: Line('Der Veranstaltungsort'),
    street: Line('Die Straße'),
    postalCode: Type.String({
      pattern: POSTAL_CODE,
      errorMessage: 'Die Postleitzahl muss fünf Ziffern haben.',
    }),
    city: Line('Die Stadt'),
    federalState: Choice(FEDERAL_STATES, 'Bitte ein Bundesland wählen.'),
    mapLink: Type.Optional(HttpUrl('Der Kartenlink')),
  },
  { additionalProperties: false, errorMessage: 'Bitte den Ort angeben.' },
)

const PublicContactSchema = Type.Object(
  {
    name: OptionalLine('Der Name des Kontakts'),
    email: Type.Optional(Email('Die E-Mail-Adresse des Kontakts')),
    phone: Type.Optional(Phone('Die Telefonnummer des Kontakts')),
  },
  { additionalProperties: false, errorMessage: 'Der öffentliche Kontakt ist ungültig.' },
)

const DeskContactSchema = Type.Object(
  {
    name: Line('Der Name für Rückfragen'),
    email: Email('Die E-Mail-Adresse für Rückfragen'),
    phone: Phone('Die Telefonnummer für Rückfragen'),
  },
  { additionalProperties: false, errorMessage: 'Bitte einen Kontakt für die Redaktion angeben.' },
)

/** An image uploaded before sending (POST …/submissions/images), stored re-encoded by the server. */
const ImageSchema = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      errorMessage: 'Das Bild ist unbekannt. Bitte laden Sie es erneut hoch.',
    }),
    caption: OptionalLine('Die Bildunterschrift'),
  },
  { additionalProperties: false, errorMessage: 'Das Bild ist ungültig.' },
)

const LinkSchema = Type.Object(
  { label: OptionalLine('Die Beschriftung des Links'), url: HttpUrl('Der Link') },
  { additionalProperties: false, errorMessage: 'Der Link ist ungültig.' },
)

export const EventSubmissionSchema = Type.Object(
  {
    attendanceMode: Choice(
      ATTENDANCE_MODES,
      'Bitte wählen, ob die Veranstaltung online, vor Ort oder hybrid stattfindet.',
    ),
    title: Line('Der Titel', SUBMISSION_TITLE_MAX_LENGTH),
    description: UserText('Die Beschreibung', {
      maxLength: SUBMISSION_DESCRIPTION_MAX_LENGTH,
      pattern: NO_MARKUP_PATTERN,
      errorMessage: `Die Beschreibung darf höchstens ${SUBMISSION_DESCRIPTION_MAX_LENGTH} Zeichen lang sein (ohne HTML).`,
    }),
    when: WhenSchema,
    place: Type.Optional(PlaceSchema),
    accessLink: Type.Optional(HttpUrl('Der Zugangslink')),
    organiser: Line('Der Veranstalter'),
    publicContact: Type.Optional(PublicContactSchema),
    deskContact: DeskContactSchema,
    ressort: Type.Optional(Choice(RESSORTS, 'Bitte ein Ressort aus der Liste wählen.')),
    regionalService: Type.Optional(
      Choice(REGIONAL_SERVICES, 'Bitte einen Landesdienst aus der Liste wählen.'),
    ),
    image: Type.Optional(ImageSchema),
    links: Type.Array(LinkSchema, {
      maxItems: SUBMISSION_MAX_LINKS,
      errorMessage: `Höchstens ${SUBMISSION_MAX_LINKS} Links.`,
    }),
  },
  { additionalProperties: false, errorMessage: INVALID_INPUT_MESSAGE },
)

export type EventSubmission = Static<typeof EventSubmissionSchema>

/** Field path ('title', 'place/postalCode', 'links/0/url') → German sentence. */
export type SubmissionFieldErrors = Record<string, string>

const REQUIRED_MESSAGES: Record<string, string> = {
  attendanceMode: 'Bitte wählen, ob die Veranstaltung online, vor Ort oder hybrid stattfindet.',
  title: 'Bitte einen Titel angeben.',
  description: 'Bitte eine Beschreibung angeben.',
  when: 'Bitte Beginn und Ende angeben.',
  organiser: 'Bitte den Veranstalter angeben.',
  deskContact: 'Bitte einen Kontakt für die Redaktion angeben.',
  links: 'Die Liste der Links fehlt.',
}

const fieldOf = (error: ValueError) => error.path.replace(/^\//, '')

/** The node's own sentence; a missing property hears what to fill in. */
function messageOf(error: ValueError): string {
  const missing = error.value === undefined ? REQUIRED_MESSAGES[fieldOf(error)] : undefined
  return missing ?? ownMessage(error) ?? INVALID_INPUT_MESSAGE
}

/** One sentence per field the schema refuses, the first refusal of each. */
function schemaErrors(schema: TSchema, value: unknown): SubmissionFieldErrors {
  const fields: SubmissionFieldErrors = {}
  for (const error of Errors(schema, value)) {
    const field = fieldOf(error)
    fields[field] ??= messageOf(error)
  }
  return fields
}

interface SubmissionTimes {
  startsAt: Date
  endsAt: Date
}

/**
 * The instants of a submission's days and times; whole days end at the midnight after the last
 * day (exclusive, as an event's end is). Null when a day is not a real one.
 */
export function submissionTimes(when: EventSubmission['when']): SubmissionTimes | null {
  if (!parseBerlinDay(when.startDay) || !parseBerlinDay(when.endDay)) return null
  if (when.isWholeDay) {
    return {
      startsAt: berlinInstant(when.startDay),
      endsAt: berlinInstant(addDays(when.endDay, 1)),
    }
  }
  const at = (day: string, time: string | undefined) => {
    const [hour, minute] = (time ?? '00:00').split(':').map(Number) as [number, number]
    return berlinInstant(day, hour, minute)
  }
  return { startsAt: at(when.startDay, when.startTime), endsAt: at(when.endDay, when.endTime) }
}

const MAX_SPAN_MS = SUBMISSION_MAX_DAYS * 24 * 3600_000

/** The times a timed event still lacks. */
function missingTimes(when: EventSubmission['when']): SubmissionFieldErrors {
  if (when.isWholeDay) return {}
  return {
    ...(when.startTime ? {} : { 'when/startTime': 'Bitte den Beginn angeben.' }),
    ...(when.endTime ? {} : { 'when/endTime': 'Bitte das Ende angeben.' }),
  }
}

/**
 * Real days, an Ende after the Beginn, within the longest span. An Ende at or before the Beginn
 * is refused at the field that puts it there: the last day, or on one day the Ende's time.
 */
function orderErrors(when: EventSubmission['when'], timesGiven: boolean): SubmissionFieldErrors {
  const times = submissionTimes(when)
  if (!times) return { 'when/startDay': 'Diesen Tag gibt es nicht.' }
  // Both are JJJJ-MM-TT (the schema's pattern), so their text sorts as the days do.
  if (when.endDay < when.startDay)
    return { 'when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' }
  if (timesGiven && times.endsAt <= times.startsAt)
    return { 'when/endTime': 'Das Ende muss nach dem Beginn liegen.' }
  if (times.endsAt.getTime() - times.startsAt.getTime() > MAX_SPAN_MS)
    return { 'when/endDay': `Ein Termin dauert höchstens ${SUBMISSION_MAX_DAYS} Tage.` }
  return {}
}

/** Every refusal of Beginn and Ende; a missing time first, not judged as 00:00. */
function whenErrors(when: EventSubmission['when']): SubmissionFieldErrors {
  const missing = missingTimes(when)
  return { ...missing, ...orderErrors(when, Object.keys(missing).length === 0) }
}

/** What one field alone cannot say: times in order, the place and link the mode needs. */
function crossFieldErrors(submission: EventSubmission): SubmissionFieldErrors {
  const { when, attendanceMode } = submission
  const fields = whenErrors(when)
  if (attendanceMode !== 'OnlineEventAttendanceMode' && !submission.place)
    fields.place = 'Bitte den Ort angeben (Veranstaltungsort, Straße, PLZ, Stadt, Bundesland).'
  if (attendanceMode !== 'OfflineEventAttendanceMode' && !submission.accessLink)
    fields.accessLink = 'Bitte den Zugangslink angeben.'
  return fields
}

/** Every field's refusal of a submission; an empty object when it may be sent. */
export function submissionErrors(value: unknown): SubmissionFieldErrors {
  const fields = schemaErrors(EventSubmissionSchema, value)
  if (Object.keys(fields).length > 0) return fields
  return crossFieldErrors(value as EventSubmission)
}
