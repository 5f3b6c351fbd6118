// /submit: external organisers submit an event for the planning desk (issue 17).
import { lazy, Suspense, useState } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'
import { EventPreviewContext } from '@/components/event-preview/event-preview'
import { Spinner } from '@/components/ui/spinner'
import { MySubmissions } from '@/features/submission/my-submissions'
import { SubmissionForm } from '@/features/submission/submission-form'
import './page.css'

// The preview draws the event with the agenda's own entry and detail, loaded only when shown.
const AgendaEventPreview = lazy(() => import('@/features/agenda/detail/event-preview'))

function renderPreview(event: AgendaEventDetail) {
  return (
    <Suspense fallback={<Spinner label="Vorschau wird geladen …" />}>
      <AgendaEventPreview event={event} />
    </Suspense>
  )
}

export default function SubmitPage() {
  const [sentCount, setSentCount] = useState(0)
  return (
    <article className="page">
      <h1>Termin einreichen</h1>
      <p className="page__lead">
        Sie planen eine Veranstaltung – online, vor Ort oder hybrid – und möchten, dass unsere
        Redaktion davon erfährt? Die Redaktion prüft jede Einreichung, bevor sie in der Agenda
        erscheint.
      </p>
      <EventPreviewContext value={renderPreview}>
        <SubmissionForm onSent={() => setSentCount((count) => count + 1)} />
      </EventPreviewContext>
      <MySubmissions version={sentCount} />
    </article>
  )
}
