// What the export feature needs from the rest of the app without importing it
// (docs/architecture.md#export-in-the-app): the view on screen with its range and search, for
// „Als PDF“, and the saved search or folder whose calendar the reader wants to subscribe to.
import { atom } from 'jotai'
import type { DayRange } from '@domain/berlin-time'
import type { EventSearchRequest } from '@domain/events-api'

/** The classic view on screen, as the feed page shows it. */
export interface CurrentAgendaView {
  mode: 'standard' | 'list' | 'preview' | 'monthly'
  range: DayRange
  request: EventSearchRequest
}

/** Written by the feed page while it is mounted; null elsewhere. */
export const currentAgendaViewAtom = atom<CurrentAgendaView | null>(null)

/** Something with a subscribable calendar: a saved search or a folder. */
export interface CalendarFeedTarget {
  kind: 'saved-search' | 'folder'
  targetId: string
  name: string
}

/** The target whose „Kalender abonnieren“ dialog is open, or null. */
export const calendarSubscriptionAtom = atom<CalendarFeedTarget | null>(null)
