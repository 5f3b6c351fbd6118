// What other features put beside an agenda entry (the favourite star), given by the app, so the
// agenda never imports those features (docs/architecture.md#pieces). An entry and its actions
// share a frame: a button may not sit inside the entry's link.
import { createContext, useContext, type ReactNode } from 'react'
import './entry-actions.css'

/** Draws the actions of one entry. */
export type RenderEntryActions = (eventId: string) => ReactNode

export const EntryActionsContext = createContext<RenderEntryActions | null>(null)

/** The entry's link and, beside it, the actions the app provides (none in tests of the agenda). */
export function EntryFrame({ eventId, children }: { eventId: string; children: ReactNode }) {
  const renderActions = useContext(EntryActionsContext)
  if (!renderActions) return children
  return (
    <div className="entry-frame" data-entry-frame>
      {children}
      <span className="entry-actions">{renderActions(eventId)}</span>
    </div>
  )
}

/** The actions alone, where the entry is not a link (the detail's heading). */
export function EntryActions({ eventId }: { eventId: string }) {
  return useContext(EntryActionsContext)?.(eventId) ?? null
}
