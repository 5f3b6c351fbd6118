// The export calls of the events service (docs/architecture.md#export-in-the-app): calendars
// (ICS) and PDFs, read as files. Sent at once and never queued: an export is only worth having
// now.
import type { AgendaPdfRequest } from '@domain/agenda-pdf-api'
import { httpClient } from '@/lib/http/http-client'

export function fetchEventCalendar(eventId: string): Promise<Blob> {
  return httpClient.get<Blob>(`events/events/${encodeURIComponent(eventId)}/calendar.ics`, {
    responseType: 'blob',
  })
}

export function fetchSelectionCalendar(ids: readonly string[]): Promise<Blob> {
  return httpClient.post<Blob>('events/export/calendar.ics', { ids }, { responseType: 'blob' })
}

export function fetchAgendaPdf(request: AgendaPdfRequest): Promise<Blob> {
  return httpClient.post<Blob>('events/export/agenda.pdf', request, { responseType: 'blob' })
}
