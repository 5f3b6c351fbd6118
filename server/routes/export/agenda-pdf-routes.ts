// POST /events/api/v1/export/agenda.pdf (issue 16, docs/architecture.md#agenda-pdf): a view with its
// search window, or chosen entries, as an A4 agenda streamed to the reply.
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify'
import { ApiErrorSchema } from '../../../domain/api-error'
import {
  AgendaPdfRequestSchema,
  MAX_PDF_ENTRIES,
  type AgendaPdfRequest,
  type PdfView,
} from '../../../domain/agenda-pdf-api'
import { daysBetween, type DayRange } from '../../../domain/berlin-time'
import { eventDays } from '../../../domain/event-days'
import type { AgendaEvent } from '../../../domain/events-api'
import { ENTRY_COUNT, plural } from '../../../domain/plural'
import { describeDays, describeSearch, windowDays } from '../../../domain/search-description'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import type { SchemaTypes } from '../../schemas/route-schemas'
import { validationError } from '../events/validation-messages'
import { daysOfSelection, daysOfView, viewRowCount, type PdfDay } from './agenda-pdf-days'
import { agendaPdfDocument } from './agenda-pdf-document'
import { coverageLinesOf } from './pdf-coverage'
import { entriesOfIds, entriesOfSearch, tooManyEntries } from './pdf-entries'
import { printPdf } from './pdf-printer'

// 5,000 ids of up to 200 characters fit; the search part is as small as a search's.
const PDF_BODY_LIMIT = 1024 * 1024

// 7-Tage shows its days even when empty, as the view does; a longer window only its busy days.
const WEEK_DAYS = 7

const VIEW_LABELS: Record<PdfView, string> = {
  standard: 'Standard',
  list: 'Liste',
  week: '7-Tage',
  month: 'Monat',
}

/** What a PDF shows, before it is set. */
interface AgendaPdfPlan {
  kind: string
  description: string
  days: PdfDay[]
  entryCount: number
  range: DayRange
}

/** The search's fields carry the same messages as on /events/search. */
const pdfValidationError = (errors: FastifySchemaValidationError[]) =>
  validationError(
    errors.map((error) => ({
      ...error,
      instancePath: error.instancePath.replace(/^\/search/, ''),
    })),
  )

const wrongShape = () =>
  new ApiError(
    400,
    'INVALID_EXPORT_REQUEST',
    'Bitte entweder „ids“ oder „view“ mit „search“ senden.',
  )

/** The days from the earliest entry's first to the latest entry's last. */
function selectionDays(entries: readonly AgendaEvent[]): DayRange {
  const spans = entries.map(eventDays)
  return spans.reduce((range, span) => ({
    from: span.from < range.from ? span.from : range.from,
    to: span.to > range.to ? span.to : range.to,
  }))
}

/** Chosen entries, each once; one entry is printed under its title. */
async function planSelection(database: DatabaseHandle, ids: string[]): Promise<AgendaPdfPlan> {
  const entries = await entriesOfIds(database, ids)
  const range = selectionDays(entries)
  const single = entries.length === 1 ? entries[0] : undefined
  return {
    kind: single ? 'Agenda · Termin' : 'Agenda · Auswahl',
    description: single ? single.title : describeDays(range),
    days: daysOfSelection(entries),
    entryCount: entries.length,
    range,
  }
}

/** A view's window with its filters, each entry on its days in the window. */
async function planView(
  database: DatabaseHandle,
  view: PdfView,
  search: NonNullable<AgendaPdfRequest['search']>,
): Promise<AgendaPdfPlan> {
  const entries = await entriesOfSearch(database, search)
  const range = windowDays(search)
  // An entry of several days is listed on each: the rows, not only the entries, stay bounded.
  if (viewRowCount(entries, range) > MAX_PDF_ENTRIES) throw tooManyEntries()
  const everyDay = view === 'week' && daysBetween(range.from, range.to) < WEEK_DAYS
  return {
    kind: `Agenda · ${VIEW_LABELS[view]}`,
    description: describeSearch(search.filterRules, search),
    days: daysOfView(entries, range, everyDay),
    entryCount: entries.length,
    range,
  }
}

function planPdf(database: DatabaseHandle, body: AgendaPdfRequest): Promise<AgendaPdfPlan> {
  const { view, search, ids } = body
  if (ids && !view && !search) return planSelection(database, ids)
  if (view && search && !ids) return planView(database, view, search)
  throw wrongShape()
}

/** 'agenda-2026-11-24-bis-2026-11-30.pdf', or one day's 'agenda-2026-11-24.pdf'. */
const fileName = ({ from, to }: DayRange) =>
  from === to ? `agenda-${from}.pdf` : `agenda-${from}-bis-${to}.pdf`

export default async function agendaPdfRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; publicUrl: string },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { database, publicUrl } = options
  const eventUrl = (id: string) =>
    `${publicUrl}/app/events/standard/detail/${encodeURIComponent(id)}`

  app.post('/events/api/v1/export/agenda.pdf', {
    bodyLimit: PDF_BODY_LIMIT,
    preHandler: [app.requireTicket, app.requireAgendaAccess],
    schemaErrorFormatter: pdfValidationError,
    schema: {
      summary: 'Agenda als PDF',
      description:
        'Eine Ansicht mit ihrem Suchfenster ({ view, search } wie bei /events/search, ohne cursor und limit) oder ausgewählte Einträge ({ ids }) als A4-PDF, Tag für Tag, Zeiten in Berlin. Höchstens 5.000 Einträge, sonst 400 TOO_MANY_ENTRIES.',
      tags: ['events'],
      security: [{ ticket: [] }],
      body: AgendaPdfRequestSchema,
      response: {
        200: { description: 'Das PDF', content: { 'application/pdf': { schema: {} } } },
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const plan = await planPdf(database, request.body)
      const entryIds = plan.days.flatMap((day) => day.rows.map((row) => row.event.id))
      const coverage = await coverageLinesOf(database, request.ticket.sub, entryIds)
      const pdf = await printPdf(
        agendaPdfDocument({
          kind: plan.kind,
          description: plan.description,
          count: plural(plan.entryCount, ENTRY_COUNT),
          days: plan.days,
          printedAt: new Date(),
          eventUrl,
          coverageOf: (id) => coverage.get(id),
        }),
      )
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(plan.range)}"`)
        .send(pdf)
    },
  })
}
