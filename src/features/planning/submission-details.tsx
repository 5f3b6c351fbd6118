// A submission's fields on its page: first what only the desk sees (the kind of event, the full
// address with its postcode, the organiser, the contact for the desk's questions, the picture),
// then the event the submission becomes, drawn by the agenda's own detail view, which the app
// gives (docs/architecture.md#submission-preview).
import type { ReactNode } from 'react'
import type { EventSubmission } from '@domain/event-submission'
import type { AgendaEventDetail } from '@domain/events-api'
import type { QueueSubmission } from '@domain/planning-api'
import { submissionEvent } from '@domain/submission-event'
import { EventPreview } from '@/components/event-preview/event-preview'
import { TicketImage } from '@/components/ui/ticket-image'

const ATTENDANCE_LABELS: Record<EventSubmission['attendanceMode'], string> = {
  OnlineEventAttendanceMode: 'Online',
  OfflineEventAttendanceMode: 'Vor Ort',
  MixedEventAttendanceMode: 'Hybrid',
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The event the submission becomes, as the events API would answer for it: received when it was
 * sent, updated at its last change; null when its days are not real ones.
 */
function eventOf(submission: QueueSubmission): AgendaEventDetail | null {
  const event = submissionEvent(submission.fields, {
    id: submission.eventId ?? submission.id,
    now: new Date(submission.submittedAt),
  })
  const lastChange = submission.history.findLast(
    (entry) => entry.action === 'bearbeitet' || entry.action === 'erneut_eingereicht',
  )
  return event && { ...event, dateUpdated: lastChange?.at ?? event.dateUpdated }
}

function DeskFields({ fields }: { fields: EventSubmission }) {
  const { deskContact, image } = fields
  return (
    <dl className="detail-fields planning-fields">
      <Field label="Art">{ATTENDANCE_LABELS[fields.attendanceMode]}</Field>
      {fields.place && (
        // The agenda's place has no postcode; the desk checks the address with it.
        <Field label="Anschrift">
          {fields.place.street}, {fields.place.postalCode} {fields.place.city}
        </Field>
      )}
      <Field label="Veranstalter">{fields.organiser}</Field>
      <Field label="Kontakt für die Redaktion">
        {deskContact.name} · <a href={`mailto:${deskContact.email}`}>{deskContact.email}</a> ·{' '}
        {deskContact.phone}
      </Field>
      {image && (
        <Field label="Bild">
          <TicketImage
            className="planning-image"
            url={`events/submissions/images/${encodeURIComponent(image.id)}`}
            alt={image.caption || 'Bild zum Termin'}
          />
          {image.caption || 'Bild ohne Unterschrift'}
        </Field>
      )}
    </dl>
  )
}

export function SubmissionDetails({ submission }: { submission: QueueSubmission }) {
  const event = eventOf(submission)
  const { when } = submission.fields
  return (
    <>
      <DeskFields fields={submission.fields} />
      {event ? (
        <div className="planning-event">
          <EventPreview event={event} fallback={null} />
        </div>
      ) : (
        // Stored before a rule of the form came; the desk corrects it with „Bearbeiten“.
        <p className="planning-error" role="alert">
          Diese Tage gibt es nicht: {when.startDay} – {when.endDay}. Bitte bearbeiten Sie die
          Einreichung.
        </p>
      )}
    </>
  )
}
