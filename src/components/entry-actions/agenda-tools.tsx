// What other features put into the agenda's detail and its views' toolbar (export, the planning
// desk's status actions), given by the
// app like the entries' actions, so the agenda never imports those features
// (docs/architecture.md#pieces).
import { createContext, useContext, type ReactNode } from 'react'
import type { EventStatus } from '@domain/filter-rules'

interface DetailEvent {
  id: string
  title: string
  status: EventStatus
}

export interface AgendaTools {
  /** Beside an event's detail. */
  detail: (event: DetailEvent) => ReactNode
  /** In a view's toolbar; the view on screen is in the stores (currentAgendaViewAtom). */
  view: ReactNode
}

export const AgendaToolsContext = createContext<AgendaTools | null>(null)

export function DetailTools({ event }: { event: DetailEvent }) {
  return useContext(AgendaToolsContext)?.detail(event) ?? null
}

export function ViewTools() {
  return useContext(AgendaToolsContext)?.view ?? null
}
