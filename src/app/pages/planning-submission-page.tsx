// /planning/submissions/:submissionId: the planning feature's page, its submission drawn by the
// agenda's own detail view; features may not import each other, so the app joins the two here
// (docs/architecture.md#submission-preview).
import type { AgendaEventDetail } from '@domain/events-api'
import { EventPreviewContext } from '@/components/event-preview/event-preview'
import { AgendaDetailPreview } from '@/features/agenda/detail/event-preview'
import SubmissionPage from '@/features/planning/submission-page'

const renderDetail = (event: AgendaEventDetail) => <AgendaDetailPreview event={event} />

export default function PlanningSubmissionPage() {
  return (
    <EventPreviewContext value={renderDetail}>
      <SubmissionPage />
    </EventPreviewContext>
  )
}
