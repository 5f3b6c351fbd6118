// „Vorschau“ of a submission (issue 17): the event drawn by the agenda's own list entry and detail,
// without the actions of a real entry (no favourite star, no tools) and without following the
// entry's link, as the event does not exist yet. Loaded on demand by the submit page.
import type { MouseEvent } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'
import { AgendaToolsContext } from '@/components/entry-actions/agenda-tools'
import { EntryActionsContext } from '@/components/entry-actions/entry-actions'
import { EventEntry } from '../feed/event-entry'
import { EventDetail } from './event-detail'
import '../feed/agenda-entries.css'
import './event-detail.css'

const stay = (event: MouseEvent) => event.preventDefault()

export default function AgendaEventPreview({ event }: { event: AgendaEventDetail }) {
  return (
    <EntryActionsContext value={null}>
      <AgendaToolsContext value={null}>
        <section className="event-preview" aria-labelledby="event-preview-entry">
          <h3 id="event-preview-entry">So erscheint Ihr Termin in der Liste</h3>
          {/* The entry is a link to its detail; here the detail is shown below instead. */}
          <div className="feed-standard event-preview__entry" onClickCapture={stay}>
            <EventEntry event={event} day={null} variant="card" />
          </div>
        </section>
        <section className="event-preview" aria-labelledby="event-preview-detail">
          <h3 id="event-preview-detail">So erscheint die Detailansicht</h3>
          <div className="event-preview__detail">
            <EventDetail event={event} />
          </div>
        </section>
      </AgendaToolsContext>
    </EntryActionsContext>
  )
}
