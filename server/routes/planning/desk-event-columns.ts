// Between the form's shape (domain/event-submission.ts) and an entry of the agenda: what the desk
// writes into the events table when it accepts a submission or saves its own event, and the form
// an existing entry opens with. Seeded entries have no postal code, access link or desk contact;
// their form opens with those empty, for the planner to fill in before saving.
import { formatTime, toBerlinDay } from '../../../domain/berlin-time'
import type { EventSubmission } from '../../../domain/event-submission'
import { submissionEvent } from '../../../domain/submission-event'
import { FEDERAL_STATES } from '../../../domain/labels/federal-states'
import { REGIONAL_SERVICES } from '../../../domain/labels/regional-services'
import { RESSORTS } from '../../../domain/labels/ressorts'
import type { EventRow } from '../../db/schema/index'

/**
 * The columns of an entry written from a checked form (submissionErrors found nothing): the event
 * the form's „Vorschau“ shows (domain/submission-event.ts), laid out as the table's columns.
 */
export function eventColumns(fields: EventSubmission) {
  const updatedAt = new Date()
  const event = submissionEvent(fields, { id: '', now: updatedAt })
  if (!event) throw new Error('eventColumns needs a checked form')
  const { location } = event
  return {
    kind: event.kind,
    title: event.title,
    teaser: event.teaser,
    description: event.description,
    startsAt: new Date(event.startTime),
    endsAt: new Date(event.endTime),
    isWholeDay: event.isWholeDay,
    locationName: location.name,
    street: location.street,
    city: location.city,
    area: location.area,
    locality: location.locality,
    federalState: location.federalState,
    country: location.country,
    latitude: location.latitude,
    longitude: location.longitude,
    ressorts: event.ressorts,
    regionalServices: event.regionalServices,
    contacts: event.contacts,
    links: event.links,
    form: fields,
    updatedAt,
  }
}

const oneOf = <Code extends string>(codes: readonly Code[], value: string | undefined) =>
  codes.find((code) => code === value)

function whenOf(row: EventRow): EventSubmission['when'] {
  const startDay = toBerlinDay(row.startsAt)
  if (row.isWholeDay) {
    const lastDay = toBerlinDay(row.endsAt.getTime() - 1)
    return { startDay, endDay: lastDay < startDay ? startDay : lastDay, isWholeDay: true }
  }
  return {
    startDay,
    endDay: toBerlinDay(row.endsAt),
    isWholeDay: false,
    startTime: formatTime(row.startsAt),
    endTime: formatTime(row.endsAt),
  }
}

/** The form an entry opens with: the one it was saved with, else its columns mapped. */
export function formOfEvent(row: EventRow): EventSubmission {
  if (row.form) return row.form
  const contact = row.contacts[0]
  const federalState = oneOf(FEDERAL_STATES, row.federalState ?? undefined)
  const ressort = oneOf(RESSORTS, row.ressorts[0])
  const regionalService = oneOf(REGIONAL_SERVICES, row.regionalServices[0])
  return {
    attendanceMode: row.city ? 'OfflineEventAttendanceMode' : 'OnlineEventAttendanceMode',
    title: row.title,
    description: row.description || row.teaser,
    when: whenOf(row),
    ...(row.city && federalState
      ? {
          place: {
            venue: row.locationName ?? row.city,
            street: row.street ?? '',
            postalCode: '',
            city: row.city,
            federalState,
          },
        }
      : {}),
    organiser: contact?.role ?? contact?.name ?? '',
    ...(contact
      ? {
          publicContact: {
            name: contact.name,
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone ? { phone: contact.phone } : {}),
          },
        }
      : {}),
    deskContact: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
    ...(ressort ? { ressort } : {}),
    ...(regionalService ? { regionalService } : {}),
    links: row.links.map((link) => ({ label: link.label, url: link.url })),
  }
}
