// A submission drawn by the agenda itself (issue 17): the form's „Vorschau“ shows its list entry
// and detail, the planning desk's submission page its detail alone; both without the actions of a
// real entry (no favourite star, no tools) and without following the entry's link, as the event
// does not exist yet. Loaded on demand: by the submit page once a preview shows, by the desk's
// submission page with that page.
import type { MouseEvent, ReactNode } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'
import { AgendaToolsContext } from '@/components/entry-actions/agenda-tools'
import { EntryActionsContext } from '@/components/entry-actions/entry-actions'
import { EventEntry } from '../feed/event-entry'
import { EventDetail } from './event-detail'
import '../feed/agenda-entries.css'
import './event-detail.css'

const stay = (event: MouseEvent) => event.preventDefault()

function WithoutActions({ children }: { children: ReactNode }) {
  return (
    <EntryActionsContext value={null}>
      <AgendaToolsContext value={null}>{children}</AgendaToolsContext>
    </EntryActionsContext>
  )
}

/** The detail alone: the planning desk's view of a submission. */
export function AgendaDetailPreview({ event }: { event: AgendaEventDetail }) {
  return (
    <WithoutActions>
      <EventDetail event={event} />
    </WithoutActions>
  )
}

export default function AgendaEventPreview({ event }: { event: AgendaEventDetail }) {
  return (
    <WithoutActions>
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
    </WithoutActions>
  )
}
