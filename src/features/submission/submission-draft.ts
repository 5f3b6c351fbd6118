// The form's value of a submission (issue 17): every field a string or flag as typed, so a draft
// can be kept half-filled; toSubmission turns it into what the API takes (empty optional fields
// left out), and the domain schema (submissionErrors) judges it, on the client as on the server.
import { submissionErrors, type SubmissionFieldErrors } from '@domain/event-submission'

export type AttendanceMode =
  'OnlineEventAttendanceMode' | 'OfflineEventAttendanceMode' | 'MixedEventAttendanceMode'

export interface SubmissionDraft {
  attendanceMode: AttendanceMode | ''
  title: string
  description: string
  startDay: string
  endDay: string
  isWholeDay: boolean
  startTime: string
  endTime: string
  venue: string
  street: string
  postalCode: string
  city: string
  federalState: string
  mapLink: string
  accessLink: string
  organiser: string
  publicName: string
  publicEmail: string
  publicPhone: string
  deskName: string
  deskEmail: string
  deskPhone: string
  ressort: string
  regionalService: string
  links: { label: string; url: string }[]
  /** An image uploaded already (POST …/submissions/images): the draft keeps only its id. */
  image?: { id: string; caption: string }
}

export const emptyDraft = (): SubmissionDraft => ({
  attendanceMode: '',
  title: '',
  description: '',
  startDay: '',
  endDay: '',
  isWholeDay: false,
  startTime: '',
  endTime: '',
  venue: '',
  street: '',
  postalCode: '',
  city: '',
  federalState: '',
  mapLink: '',
  accessLink: '',
  organiser: '',
  publicName: '',
  publicEmail: '',
  publicPhone: '',
  deskName: '',
  deskEmail: '',
  deskPhone: '',
  ressort: '',
  regionalService: '',
  links: [],
})

/** Only the fields with something in them; undefined when none has. */
function present<T extends Record<string, string>>(fields: T): Partial<T> | undefined {
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value.trim() !== ''),
  ) as Partial<T>
  return Object.keys(kept).length > 0 ? kept : undefined
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** The draft as the submissions API takes it; the schema decides whether it may be sent. */
export function toSubmission(draft: SubmissionDraft): Record<string, unknown> {
  const mode = draft.attendanceMode
  const needsPlace = mode === 'OfflineEventAttendanceMode' || mode === 'MixedEventAttendanceMode'
  const needsLink = mode === 'OnlineEventAttendanceMode' || mode === 'MixedEventAttendanceMode'
  const place = needsPlace
    ? present({
        venue: draft.venue,
        street: draft.street,
        postalCode: draft.postalCode,
        city: draft.city,
        federalState: draft.federalState,
        mapLink: draft.mapLink,
      })
    : undefined
  const submission: Record<string, unknown> = {
    attendanceMode: mode === '' ? undefined : mode,
    title: optional(draft.title),
    description: draft.description.trim(),
    when: {
      startDay: draft.startDay,
      endDay: draft.endDay === '' ? draft.startDay : draft.endDay,
      isWholeDay: draft.isWholeDay,
      ...(draft.isWholeDay
        ? {}
        : { startTime: optional(draft.startTime), endTime: optional(draft.endTime) }),
    },
    place,
    accessLink: needsLink ? optional(draft.accessLink) : undefined,
    organiser: optional(draft.organiser),
    publicContact: present({
      name: draft.publicName,
      email: draft.publicEmail,
      phone: draft.publicPhone,
    }),
    deskContact: { name: draft.deskName, email: draft.deskEmail, phone: draft.deskPhone },
    ressort: optional(draft.ressort),
    regionalService: optional(draft.regionalService),
    links: draft.links
      .filter((link) => link.url.trim() !== '' || link.label.trim() !== '')
      .map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
    image: draft.image && { id: draft.image.id, caption: optional(draft.image.caption) },
  }
  return JSON.parse(JSON.stringify(submission)) as Record<string, unknown>
}

/** The form's steps and the field paths (prefixes) each one asks for. */
export const SUBMISSION_STEPS = [
  { id: 'mode', title: 'Art der Veranstaltung', fields: ['attendanceMode'] },
  { id: 'when', title: 'Termin', fields: ['title', 'description', 'when'] },
  { id: 'where', title: 'Ort und Zugang', fields: ['place', 'accessLink'] },
  {
    id: 'contact',
    title: 'Veranstalter und Kontakt',
    fields: ['organiser', 'publicContact', 'deskContact'],
  },
  {
    id: 'extra',
    title: 'Einordnung und Links',
    fields: ['ressort', 'regionalService', 'links', 'image'],
  },
] as const

export type SubmissionStepId = (typeof SUBMISSION_STEPS)[number]['id']

const belongsTo = (path: string, fields: readonly string[]) =>
  fields.some((field) => path === field || path.startsWith(`${field}/`))

/** Every refusal of the draft, by field path ('place/postalCode'). */
export const draftErrors = (draft: SubmissionDraft): SubmissionFieldErrors =>
  submissionErrors(toSubmission(draft))

/**
 * The refusals of one step. The schema reports nested fields only once their parent exists, so the
 * cross-field rules (place, times) are checked here on the step's own part too.
 */
export function stepErrors(draft: SubmissionDraft, step: SubmissionStepId): SubmissionFieldErrors {
  const fields = SUBMISSION_STEPS.find((candidate) => candidate.id === step)?.fields ?? []
  // The other steps stand in valid, so their refusals do not hide this step's; the mode is the
  // draft's, as the place and the link depend on it.
  const base = Object.fromEntries(
    Object.entries(STAND_IN).filter(([key]) => !(fields as readonly string[]).includes(key)),
  )
  const submission = toSubmission(draft)
  const mode =
    submission.attendanceMode === undefined ? {} : { attendanceMode: submission.attendanceMode }
  const all = submissionErrors({ ...base, ...mode, ...pick(submission, fields) })
  // An empty last day is the first one: its refusal would only repeat the first day's.
  if (draft.endDay === '' && all['when/startDay']) delete all['when/endDay']
  return Object.fromEntries(Object.entries(all).filter(([path]) => belongsTo(path, fields)))
}

function pick(submission: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(Object.entries(submission).filter(([key]) => fields.includes(key)))
}

/** A valid online submission: what the other steps stand on while one step is judged. */
const STAND_IN: Record<string, unknown> = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Titel',
  description: '',
  when: { startDay: '2026-01-01', endDay: '2026-01-01', isWholeDay: true },
  place: {
    venue: 'Ort',
    street: 'Straße 1',
    postalCode: '10115',
    city: 'Berlin',
    federalState: 'be',
  },
  accessLink: 'https://example.org',
  organiser: 'Veranstalter',
  deskContact: { name: 'Name', email: 'name@example.org', phone: '030 123456' },
  links: [],
}
