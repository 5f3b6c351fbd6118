// The export calls of the events service (docs/architecture.md#export): calendars (ICS) and PDFs,
// read as files. Sent at once and never queued: an export is only worth having now.
import type { EventSearchRequest } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'

/** The views as the PDF route names them. */
export type PdfView = 'standard' | 'list' | 'week' | 'month'

/** The search of a view, as the PDF route takes it: without paging. */
export type PdfSearch = Omit<EventSearchRequest, 'cursor' | 'limit'>

export type PdfRequest = { view: PdfView; search: PdfSearch } | { ids: string[] }

export function fetchEventCalendar(eventId: string): Promise<Blob> {
  return httpClient.get<Blob>(`events/events/${encodeURIComponent(eventId)}/calendar.ics`, {
    responseType: 'blob',
  })
}

export function fetchSelectionCalendar(ids: readonly string[]): Promise<Blob> {
  return httpClient.post<Blob>('events/export/calendar.ics', { ids }, { responseType: 'blob' })
}

export function fetchAgendaPdf(request: PdfRequest): Promise<Blob> {
  return httpClient.post<Blob>('events/export/agenda.pdf', request, { responseType: 'blob' })
}
