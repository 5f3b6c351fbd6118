// The exports the app offers, each as a job for runExport: its subject, file name and the call
// that reads the file (docs/product.md#export).
import type { CurrentAgendaView } from '@/stores/agenda-export'
import type { PdfView } from '@domain/agenda-pdf-api'
import { fetchAgendaPdf, fetchEventCalendar, fetchSelectionCalendar } from './api/export-files'
import { EXPORT_SUBJECTS } from './export-messages'
import type { ExportJob } from './run-export'
import { fileSlug } from './save-file'

const { calendar: CALENDAR, pdf: PDF } = EXPORT_SUBJECTS

const PDF_VIEWS: Record<CurrentAgendaView['mode'], PdfView> = {
  standard: 'standard',
  list: 'list',
  preview: 'week',
  monthly: 'month',
}

interface ExportedEvent {
  id: string
  title: string
}

export function eventCalendarJob(event: ExportedEvent): ExportJob {
  return {
    what: CALENDAR,
    fileName: `${fileSlug(event.title)}.ics`,
    read: () => fetchEventCalendar(event.id),
  }
}

export function eventPdfJob(event: ExportedEvent): ExportJob {
  return {
    what: PDF,
    fileName: `${fileSlug(event.title)}.pdf`,
    read: () => fetchAgendaPdf({ ids: [event.id] }),
  }
}

export function selectionCalendarJob(ids: readonly string[]): ExportJob {
  return {
    what: CALENDAR,
    fileName: 'agenda-auswahl.ics',
    read: () => fetchSelectionCalendar(ids),
  }
}

export function selectionPdfJob(ids: readonly string[]): ExportJob {
  return {
    what: PDF,
    fileName: 'agenda-auswahl.pdf',
    read: () => fetchAgendaPdf({ ids: [...ids] }),
  }
}

export function viewPdfJob({ mode, range, request }: CurrentAgendaView): ExportJob {
  // Paging is the route's own business: it reads every entry of the range.
  const { cursor, limit, ...search } = request
  const days = range.from === range.to ? range.from : `${range.from}-bis-${range.to}`
  return {
    what: PDF,
    fileName: `agenda-${days}.pdf`,
    read: () => fetchAgendaPdf({ view: PDF_VIEWS[mode], search }),
  }
}
