// The way back from stored fields to the form (issue 17, docs/product.md#planning-desk): the desk
// edits a submission or an event with the same fields, prefilled from what the server keeps.
// toSubmission(fromSubmission(fields)) gives the fields again (desk-draft.test.ts); the image is
// not a field of the form and stays as it is (keepImage).
import type { EventSubmission } from '@domain/event-submission'
import type { SubmissionDraft } from '../submission-draft'

export function fromSubmission(fields: EventSubmission): SubmissionDraft {
  const { when, place, publicContact, deskContact } = fields
  return {
    attendanceMode: fields.attendanceMode,
    title: fields.title,
    description: fields.description,
    startDay: when.startDay,
    endDay: when.endDay,
    isWholeDay: when.isWholeDay,
    startTime: when.startTime ?? '',
    endTime: when.endTime ?? '',
    venue: place?.venue ?? '',
    street: place?.street ?? '',
    postalCode: place?.postalCode ?? '',
    city: place?.city ?? '',
    federalState: place?.federalState ?? '',
    mapLink: place?.mapLink ?? '',
    accessLink: fields.accessLink ?? '',
    organiser: fields.organiser,
    publicName: publicContact?.name ?? '',
    publicEmail: publicContact?.email ?? '',
    publicPhone: publicContact?.phone ?? '',
    deskName: deskContact.name,
    deskEmail: deskContact.email,
    deskPhone: deskContact.phone,
    ressort: fields.ressort ?? '',
    regionalService: fields.regionalService ?? '',
    links: fields.links.map((link) => ({ label: link.label ?? '', url: link.url })),
  }
}

/** The edited fields with the stored image kept: the form has no image field. */
export const keepImage = (
  edited: Record<string, unknown>,
  stored: EventSubmission | undefined,
): Record<string, unknown> => (stored?.image ? { ...edited, image: stored.image } : edited)
