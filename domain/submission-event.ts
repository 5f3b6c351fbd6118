// A submission as the agenda will show it (issue 17): the entry of the list and the detail that a
// planner's „annehmen“ makes of it. The desk writes its columns from this very event
// (server/routes/planning/desk-event-columns.ts), and the form's „Vorschau“ renders the result with
// the agenda's own row and detail, so what the submitter sees is what journalists will see.
import { submissionTimes, type EventSubmission } from './event-submission'
import type { AgendaEventDetail } from './events-api'

const TEASER_MAX_LENGTH = 200

/** The description's beginning, cut at a word, for the list's teaser. */
export function submissionTeaser(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim()
  if (text.length <= TEASER_MAX_LENGTH) return text
  const cut = text.slice(0, TEASER_MAX_LENGTH)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()} …`
}

/** The public contact, under the organiser; none when the submitter gave none. */
function submissionContacts(fields: EventSubmission): AgendaEventDetail['contacts'] {
  const contact = fields.publicContact
  if (!contact?.name?.trim() && !contact?.email && !contact?.phone) return []
  return [
    {
      name: contact.name?.trim() || fields.organiser,
      role: fields.organiser,
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
    },
  ]
}

/** The access link and the map first, then the submitter's links. */
function submissionLinks(fields: EventSubmission): AgendaEventDetail['links'] {
  return [
    ...(fields.accessLink ? [{ label: 'Zugangslink', url: fields.accessLink }] : []),
    ...(fields.place?.mapLink ? [{ label: 'Karte', url: fields.place.mapLink }] : []),
    ...fields.links.map((link) => ({ label: link.label?.trim() || link.url, url: link.url })),
  ]
}

/**
 * The event a checked submission becomes, as the events API would answer for it; null when its
 * days are not real ones (submissionErrors refuses such a submission).
 */
export function submissionEvent(
  fields: EventSubmission,
  { id, now }: { id: string; now: Date },
): AgendaEventDetail | null {
  const times = submissionTimes(fields.when)
  if (!times) return null
  const { place } = fields
  const description = fields.description.trim()
  return {
    id,
    kind: 'event',
    title: fields.title.trim(),
    teaser: submissionTeaser(description),
    description,
    startTime: times.startsAt.toISOString(),
    endTime: times.endsAt.toISOString(),
    isWholeDay: fields.when.isWholeDay,
    location: {
      name: place?.venue.trim() ?? null,
      street: place?.street.trim() ?? null,
      city: place?.city.trim() ?? null,
      area: place?.city.trim() ?? null,
      locality: null,
      federalState: place?.federalState ?? null,
      country: place ? 'Deutschland' : null,
      latitude: null,
      longitude: null,
    },
    ressorts: fields.ressort ? [fields.ressort] : [],
    regionalServices: fields.regionalService ? [fields.regionalService] : [],
    materialTypes: [],
    isTop: false,
    genre: null,
    status: 'planned',
    embargo: null,
    image: null,
    coverage: {},
    copyright: null,
    notes: null,
    contacts: submissionContacts(fields),
    links: submissionLinks(fields),
    dateCreated: now.toISOString(),
    dateUpdated: now.toISOString(),
    newsItems: [],
  }
}
