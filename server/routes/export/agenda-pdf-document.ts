// The agenda as a typeset A4 document (pdfmake): a title block with the search in words, then day
// by day the entries with time, title (a link into the app), place, ressorts, Sperrfrist and the
// coverage planned in the reader's folders; a running head from page 2 on and „Seite 1 von 4“ with
// the print date at every foot.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import { formatDayHeading, formatNumericDateTime } from '../../../domain/berlin-time'
import { formatPlace, placeParts } from '../../../domain/event-place'
import { embargoNotice } from '../../../domain/embargo'
import type { AgendaEvent } from '../../../domain/events-api'
import { statusNote } from '../../../domain/event-status-note'
import { labelEventKind, labelEventStatus } from '../../../domain/labels/event-fields'
import { labelRessort } from '../../../domain/labels/ressorts'
import type { PdfDay, PdfRow } from './agenda-pdf-days'

export interface AgendaPdfContent {
  /** What is printed: 'Agenda · 7-Tage-Ansicht'. */
  kind: string
  /** The search in words (describeSearch), or what a selection covers. */
  description: string
  /** '650 Termine'. */
  count: string
  days: PdfDay[]
  printedAt: Date
  /** The entry's address in the app. */
  eventUrl: (id: string) => string
  /** The entry's coverage in the reader's folders, after „Wir berichten:“ (pdf-coverage.ts). */
  coverageOf: (id: string) => string | undefined
}

const PAGE_MARGINS = { side: 42, top: 54, bottom: 46 }
// A4 is 595.28 pt wide.
const TEXT_WIDTH = 595.28 - 2 * PAGE_MARGINS.side
const TIME_WIDTH = 64
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#bbbbbb'
const EMBARGO = '#b00020'

const rule = (width: number, color: string, lineWidth: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth, lineColor: color }],
})

// A title breaks only between chunks this long, which always fit a line beside the badges.
const TITLE_CHUNK_CHARACTERS = 48

/**
 * The words of a title in chunks that wrap as wholes. pdfmake gives every wrappable piece of a
 * linked text its own link annotation (two PDF objects each); one per chunk, mostly one per title,
 * keeps a 650-entry agenda under 1 MB instead of 1.5.
 */
function titleChunks(title: string): string[] {
  const chunks: string[] = []
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = chunks.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= TITLE_CHUNK_CHARACTERS) {
      chunks[chunks.length - 1] = `${last} ${word}`
    } else {
      chunks.push(word)
    }
  }
  return chunks
}

function titleLine(event: AgendaEvent, url: string): Content {
  // Cancelled and postponed titles are struck through; the status word says which.
  const decoration = event.status === 'planned' ? undefined : ('lineThrough' as const)
  return {
    text: [
      ...(event.isTop ? [{ text: ' TOP ', style: 'topBadge' }, '  '] : []),
      ...(event.status === 'planned'
        ? []
        : [{ text: `${labelEventStatus(event.status).toUpperCase()}  `, style: 'status' }]),
      ...titleChunks(event.title).map((chunk, index, chunks) => ({
        text: index < chunks.length - 1 ? `${chunk} ` : chunk,
        noWrap: true,
        link: url,
        decoration,
      })),
    ],
    style: 'title',
  }
}

/** A postponed entry's „vorher: Mo 7.12., 10:00 Uhr“ or „neuer Termin offen“. */
function statusDetailLine(event: AgendaEvent): Content[] {
  const detail = statusNote(event)?.detail
  return detail ? [{ text: detail, style: 'statusDetail' }] : []
}

/** Place · ressorts · kind (where it is not a plain Termin). */
function metaLine(event: AgendaEvent): string {
  return [
    formatPlace(placeParts(event.location)),
    event.ressorts.map(labelRessort).join(', '),
    event.kind === 'event' ? '' : labelEventKind(event.kind),
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A Sperrfrist that still holds when printed, in the long form: paper is read later, and abroad. */
function embargoLine(event: AgendaEvent, printedAt: Date): Content[] {
  const notice = embargoNotice(event.embargo, printedAt, 'long')
  return notice ? [{ text: notice, style: 'embargo' }] : []
}

/** What an entry's row needs besides the row. */
type EntryContext = Pick<AgendaPdfContent, 'eventUrl' | 'printedAt' | 'coverageOf'>

/** „Wir berichten: Text · Rita Roth · geplant (Ordner „Politik“)“, its lead in bold to be found. */
function coverageLine(coverage: string | undefined): Content[] {
  return coverage
    ? [{ text: [{ text: 'Wir berichten: ', bold: true }, coverage], style: 'coverage' }]
    : []
}

function entry({ event, time, note }: PdfRow, context: EntryContext): Content {
  const meta = metaLine(event)
  return {
    columns: [
      {
        width: TIME_WIDTH,
        stack: [{ text: time, style: 'time' }, ...(note ? [{ text: note, style: 'note' }] : [])],
      },
      {
        width: '*',
        stack: [
          titleLine(event, context.eventUrl(event.id)),
          ...statusDetailLine(event),
          ...(meta ? [{ text: meta, style: 'meta' }] : []),
          ...embargoLine(event, context.printedAt),
          ...(event.teaser ? [{ text: event.teaser, style: 'teaser' }] : []),
          ...coverageLine(context.coverageOf(event.id)),
        ],
      },
    ],
    columnGap: 10,
    margin: [0, 3, 0, 3],
  }
}

function dayHeading(day: string): Content {
  return {
    stack: [{ text: formatDayHeading(day), style: 'day' }, rule(TEXT_WIDTH, INK, 0.8)],
    margin: [0, 16, 0, 2],
  }
}

/** A day: its heading never alone at a page's foot, no entry split across pages. */
function daySection({ day, rows }: PdfDay, context: EntryContext): Content[] {
  const [first, ...rest] = rows.map((row) => entry(row, context))
  const opening = first ?? { text: 'Keine Termine.', style: 'empty' }
  return [
    { stack: [dayHeading(day), opening], unbreakable: true },
    ...rest.map((content) => ({
      stack: [rule(TEXT_WIDTH, RULE, 0.4), content],
      unbreakable: true,
    })),
  ]
}

function titleBlock(content: AgendaPdfContent): Content {
  return {
    stack: [
      { text: content.kind.toUpperCase(), style: 'kind' },
      { text: content.description, style: 'description' },
      {
        text: `${content.count} · Stand: ${formatNumericDateTime(content.printedAt)} Uhr`,
        style: 'count',
      },
      rule(TEXT_WIDTH, INK, 2),
    ],
  }
}

export function agendaPdfDocument(content: AgendaPdfContent): TDocumentDefinitions {
  const printedAt = `Stand: ${formatNumericDateTime(content.printedAt)} Uhr`
  return {
    pageSize: 'A4',
    pageMargins: [PAGE_MARGINS.side, PAGE_MARGINS.top, PAGE_MARGINS.side, PAGE_MARGINS.bottom],
    language: 'de-DE',
    info: { title: `${content.kind}: ${content.description}`, author: 'Agenda', creator: 'Agenda' },
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            text: `${content.kind} · ${content.description}`,
            style: 'running',
            margin: [PAGE_MARGINS.side, 26, PAGE_MARGINS.side, 0],
          },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: printedAt, style: 'running' },
        { text: `Seite ${currentPage} von ${pageCount}`, style: 'running', alignment: 'right' },
      ],
      margin: [PAGE_MARGINS.side, 16, PAGE_MARGINS.side, 0],
    }),
    content: [titleBlock(content), ...content.days.flatMap((day) => daySection(day, content))],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.1, color: INK },
    styles: {
      kind: { fontSize: 8, bold: true, color: MUTED },
      description: { fontSize: 16, bold: true, margin: [0, 3, 0, 3] },
      count: { fontSize: 8.5, color: MUTED, margin: [0, 0, 0, 6] },
      day: { fontSize: 12.5, bold: true, margin: [0, 0, 0, 3] },
      time: { fontSize: 9.5, bold: true },
      note: { fontSize: 7.5, color: MUTED },
      title: { fontSize: 10, bold: true },
      topBadge: { fontSize: 7, bold: true, color: '#ffffff', background: INK },
      status: { fontSize: 8, bold: true, color: EMBARGO },
      statusDetail: { fontSize: 8.5, color: EMBARGO, margin: [0, 1, 0, 0] },
      meta: { fontSize: 8, color: MUTED },
      embargo: { fontSize: 9, bold: true, color: EMBARGO, margin: [0, 2, 0, 0] },
      teaser: { fontSize: 8.5, margin: [0, 1, 0, 0] },
      coverage: { fontSize: 8, margin: [0, 1, 0, 0] },
      empty: { fontSize: 9, italics: true, color: MUTED, margin: [0, 5, 0, 5] },
      running: { fontSize: 7.5, color: MUTED },
    },
  }
}
