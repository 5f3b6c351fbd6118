// Step „Vorschau“: the draft as the agenda will show it, and its picture beside it.
import { useState } from 'react'
import type { EventSubmission } from '@domain/event-submission'
import { submissionEvent } from '@domain/submission-event'
import { EventPreview } from '@/components/event-preview/event-preview'
import { toSubmission, type SubmissionDraft } from '../submission-draft'
import { SubmissionImage } from '../submission-image'

function PreviewSummary({ draft }: { draft: SubmissionDraft }) {
  const submission = toSubmission(draft)
  return (
    <dl className="submission-preview__summary">
      <dt>Titel</dt>
      <dd>{draft.title}</dd>
      <dt>Wann</dt>
      <dd>
        {draft.startDay}
        {draft.endDay && draft.endDay !== draft.startDay ? ` bis ${draft.endDay}` : ''}
        {draft.isWholeDay ? ', ganztägig' : `, ${draft.startTime}–${draft.endTime} Uhr`}
      </dd>
      {submission.place !== undefined && (
        <>
          <dt>Ort</dt>
          <dd>
            {draft.venue}, {draft.street}, {draft.postalCode} {draft.city}
          </dd>
        </>
      )}
      {draft.accessLink && submission.accessLink !== undefined && (
        <>
          <dt>Zugangslink</dt>
          <dd>{draft.accessLink}</dd>
        </>
      )}
      <dt>Veranstalter</dt>
      <dd>{draft.organiser}</dd>
      <dt>Beschreibung</dt>
      <dd className="submission-preview__text">{draft.description || '–'}</dd>
    </dl>
  )
}

/**
 * The draft as the agenda will show it: its list entry and detail, drawn by the agenda itself
 * (given by the app, docs/architecture.md#pieces); a plain summary where the app gives none.
 */
export function SubmissionPreview({ draft }: { draft: SubmissionDraft }) {
  const [now] = useState(() => new Date())
  const event = submissionEvent(toSubmission(draft) as EventSubmission, { id: 'vorschau', now })
  return (
    <div className="submission-preview">
      {event ? (
        <EventPreview event={event} fallback={<PreviewSummary draft={draft} />} />
      ) : (
        <PreviewSummary draft={draft} />
      )}
      {/* The agenda's entry has no picture; the desk sees it beside the submission. */}
      {draft.image && (
        <figure className="submission-preview__image">
          <SubmissionImage id={draft.image.id} alt={draft.image.caption || 'Bild zum Termin'} />
          {draft.image.caption && <figcaption>{draft.image.caption}</figcaption>}
        </figure>
      )}
    </div>
  )
}
