// The forms the living demo sends to the planning desk: a new entry drawn from the demo agenda's
// templates (server/demo/seed/), the same entry moved in time, and an existing entry's form with the
// gaps a seeded entry leaves (postal code, desk contact) filled, as a planner would before saving.
import {
  addDays,
  berlinInstant,
  formatTime,
  toBerlinDay,
  type Instant,
} from '../../../domain/berlin-time'
import { submissionTimes, type EventSubmission } from '../../../domain/event-submission'
import { pickTemplate } from '../seed/generate-agenda'
import { slugify } from '../seed/planned-entry'
import type { Random } from '../seed/random'
import type { EventDraft } from '../seed/template-types'

type When = EventSubmission['when']
type Place = NonNullable<EventSubmission['place']>

const DESK_CONTACT_NAMES = ['Jana Krüger', 'Tobias Becker', 'Miriam Schulz', 'Aylin Demir']
/** Moves of a timed entry, in minutes: a little earlier or later, or to the next day. */
const MOVES_IN_MINUTES = [-60, -30, 30, 60, 90, 120, 24 * 60]
const MINUTE_MS = 60_000

function timedWhen(startsAt: Instant, endsAt: Instant): When {
  return {
    startDay: toBerlinDay(startsAt),
    endDay: toBerlinDay(endsAt),
    isWholeDay: false,
    startTime: formatTime(startsAt),
    endTime: formatTime(endsAt),
  }
}

function draftWhen(draft: EventDraft, day: string): When {
  if (!draft.start) {
    return {
      startDay: day,
      endDay: addDays(day, Math.max(draft.duration, 1) - 1),
      isWholeDay: true,
    }
  }
  const startsAt = berlinInstant(day, draft.start.hour, draft.start.minute)
  return timedWhen(startsAt, startsAt.getTime() + draft.duration * MINUTE_MS)
}

const postalCode = (random: Random) => String(random.int(1067, 99998)).padStart(5, '0')

const deskContact = (random: Random): EventSubmission['deskContact'] => ({
  name: random.pick(DESK_CONTACT_NAMES),
  email: 'presse@veranstalter.example',
  phone: `+49 ${random.int(30, 911)} ${random.int(100000, 9999999)}`,
})

const accessLink = (title: string) => `https://www.example.org/live/${slugify(title)}`

function draftPlace(draft: EventDraft, random: Random): Place | undefined {
  if (!draft.place) return undefined
  const { venue, city, state } = draft.place
  return {
    venue: venue?.name ?? city.name,
    street: venue?.street ?? 'Rathausplatz 1',
    postalCode: postalCode(random),
    city: city.name,
    federalState: state.state,
  }
}

/** A plausible new entry one to five days ahead, as a planner would type it into the desk. */
export function newEventForm(random: Random, now: Date): EventSubmission {
  const day = addDays(toBerlinDay(now), random.int(1, 5))
  const draft = pickTemplate(random, day).build(random, day)
  const place = draftPlace(draft, random)
  const ressort = draft.ressorts[0]
  return {
    attendanceMode: place ? 'OfflineEventAttendanceMode' : 'OnlineEventAttendanceMode',
    title: draft.title,
    description: draft.description,
    when: draftWhen(draft, day),
    ...(place ? { place } : { accessLink: accessLink(draft.title) }),
    organiser: place?.venue ?? 'Pressestelle',
    deskContact: deskContact(random),
    ...(ressort ? { ressort } : {}),
    links: [],
  }
}

/** The form moved in time: a whole-day entry by a day or two, a timed one by minutes or a day. */
export function movedForm(fields: EventSubmission, random: Random): EventSubmission {
  const { when } = fields
  if (when.isWholeDay) {
    const days = random.int(1, 2)
    return {
      ...fields,
      when: { ...when, startDay: addDays(when.startDay, days), endDay: addDays(when.endDay, days) },
    }
  }
  const times = submissionTimes(when)
  if (!times) return fields
  const shift = random.pick(MOVES_IN_MINUTES) * MINUTE_MS
  return {
    ...fields,
    when: timedWhen(times.startsAt.getTime() + shift, times.endsAt.getTime() + shift),
  }
}

const isBlank = (text: string | undefined) => !text?.trim()

/** An entry's form with what a seeded entry lacks filled in; a complete form stays as it is. */
export function completedForm(fields: EventSubmission, random: Random): EventSubmission {
  const { place } = fields
  const contact = fields.deskContact
  return {
    ...fields,
    ...(place
      ? {
          place: {
            ...place,
            street: isBlank(place.street) ? 'Rathausplatz 1' : place.street,
            postalCode: /^\d{5}$/.test(place.postalCode) ? place.postalCode : postalCode(random),
          },
        }
      : {}),
    ...(fields.attendanceMode !== 'OfflineEventAttendanceMode' && !fields.accessLink
      ? { accessLink: accessLink(fields.title) }
      : {}),
    organiser: isBlank(fields.organiser) ? (place?.venue ?? 'Pressestelle') : fields.organiser,
    deskContact:
      isBlank(contact.name) || isBlank(contact.email) || isBlank(contact.phone)
        ? deskContact(random)
        : contact,
  }
}
