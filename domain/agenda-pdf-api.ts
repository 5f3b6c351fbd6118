// Wire types of the agenda PDF (POST /events/api/v1/export/agenda.pdf, issue 16): either a view
// with its search window, or chosen entries by id. One object with both shapes' fields, checked in
// the route, so a bad body gets a specific German message instead of a union's first mismatch.
import { Type, type Static } from '@sinclair/typebox'
import { EventSearchRequestSchema } from './events-api'
import { SingleLineText } from './safe-text'

/** Most entries one PDF holds; more are refused before any page is set. */
export const MAX_PDF_ENTRIES = 5000

export const PDF_VIEWS = ['standard', 'list', 'week', 'month'] as const
export type PdfView = (typeof PDF_VIEWS)[number]

export const AgendaPdfRequestSchema = Type.Object(
  {
    view: Type.Optional(
      Type.Unsafe<PdfView>({ type: 'string', enum: [...PDF_VIEWS], description: 'Die Ansicht' }),
    ),
    search: Type.Optional(
      Type.Omit(EventSearchRequestSchema, ['cursor', 'limit'], {
        additionalProperties: false,
        description: 'Das Suchfenster der Ansicht, wie es /events/search nimmt',
      }),
    ),
    // No maxItems: more than MAX_PDF_ENTRIES gets its own code and message from the route.
    ids: Type.Optional(
      Type.Array(SingleLineText({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        description: 'Die ausgewählten Einträge (1 bis 5.000)',
      }),
    ),
  },
  { additionalProperties: false },
)

export type AgendaPdfRequest = Static<typeof AgendaPdfRequestSchema>
