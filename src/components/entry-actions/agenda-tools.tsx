// What other features put into the agenda's detail and its views' toolbar (export), given by the
// app like the entries' actions, so the agenda never imports those features
// (docs/architecture.md#pieces).
import { createContext, useContext, type ReactNode } from 'react'

export interface AgendaTools {
  /** Beside an event's detail. */
  detail: (event: { id: string; title: string }) => ReactNode
  /** In a view's toolbar; the view on screen is in the stores (currentAgendaViewAtom). */
  view: ReactNode
}

export const AgendaToolsContext = createContext<AgendaTools | null>(null)

export function DetailTools({ event }: { event: { id: string; title: string } }) {
  return useContext(AgendaToolsContext)?.detail(event) ?? null
}

export function ViewTools() {
  return useContext(AgendaToolsContext)?.view ?? null
}
