// Tells the rest of the app which view is on screen, with its range and search, while the feed is
// mounted: „Als PDF“ exports exactly that (docs/architecture.md#export-in-the-app).
import { useLayoutEffect } from 'react'
import { useSetAtom } from 'jotai'
import type { DayRange } from '@domain/berlin-time'
import type { EventSearchRequest } from '@domain/events-api'
import { currentAgendaViewAtom } from '@/stores/agenda-export'
import type { ClassicViewMode } from './view-modes'

export function useCurrentView(
  mode: ClassicViewMode,
  range: DayRange,
  request: EventSearchRequest,
) {
  const setView = useSetAtom(currentAgendaViewAtom)
  // By value: the page builds a new request object on every render.
  const key = JSON.stringify([mode, range, request])
  useLayoutEffect(() => {
    const [keyMode, keyRange, keyRequest] = JSON.parse(key) as [
      ClassicViewMode,
      DayRange,
      EventSearchRequest,
    ]
    setView({ mode: keyMode, range: keyRange, request: keyRequest })
    return () => setView(null)
  }, [key, setView])
}
