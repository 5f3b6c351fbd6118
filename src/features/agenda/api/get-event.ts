// GET /events/api/v1/events/{eventID}: the full event for the detail panel.
import { queryOptions } from '@tanstack/react-query'
import type { AgendaEventDetail } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { useRead } from '@/lib/query/use-read'

function getEvent(eventId: string, signal?: AbortSignal) {
  return httpClient.get<AgendaEventDetail>(`events/events/${encodeURIComponent(eventId)}`, {
    signal,
  })
}

const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['event', eventId],
    queryFn: ({ signal }) => getEvent(eventId, signal),
  })

export function useAgendaEvent(eventId: string) {
  return useRead(eventQuery(eventId), 'Der Termin konnte nicht geladen werden.')
}
