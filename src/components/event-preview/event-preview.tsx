// How an event will look in the agenda, drawn by the agenda's own entry and detail; given by the
// app, so the submission form and the planning desk never import the agenda
// (docs/architecture.md#pieces).
import { createContext, useContext, type ReactNode } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'

/** Draws the event as the agenda does: entry and detail for /submit, the detail for the desk. */
export type RenderEventPreview = (event: AgendaEventDetail) => ReactNode

export const EventPreviewContext = createContext<RenderEventPreview | null>(null)

/** The agenda's drawing of the event; `fallback` where the app gives none (tests of the form). */
export function EventPreview({
  event,
  fallback,
}: {
  event: AgendaEventDetail
  fallback: ReactNode
}) {
  const render = useContext(EventPreviewContext)
  return render ? render(event) : fallback
}
