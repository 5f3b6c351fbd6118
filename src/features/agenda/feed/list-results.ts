// The list views' body (feed-results.tsx) with its windowing library is code of its own: Monat and
// 7-Tage never show it, and should not load it (docs/architecture.md#start-up). A start on a list
// fetches it beside the feed page's code (src/main.tsx), so it comes no later than before.
import { isCalendarViewMode } from '../calendar/day-summary-request'
import { toClassicViewMode } from './view-modes'

export const loadListResults = () => import('./feed-results')

/** Whether the feed's address `path` (under the app's base, /events/{viewMode}…) shows a list. */
export const showsList = (path: string): boolean =>
  !isCalendarViewMode(toClassicViewMode(path.split('/')[2]))
