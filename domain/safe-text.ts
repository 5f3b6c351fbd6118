// What every API accepts as machine text (ids, filter values, diagnostics) and as a point in time,
// shared by the route schemas and the app's forms. PostgreSQL cannot store NUL, and no such field
// has a use for the other C0 control characters (or DEL), so they are refused before any query
// runs. Text people write for others to read follows the stricter domain/user-text.ts.
import { Type, type StringOptions } from '@sinclair/typebox'

const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$'
// Anchored at the start, so the lookahead scans once: linear time even for long input.
const SINGLE_LINE_NOT_BLANK = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001f\\u007f]*$'

/** A one-line text (names, filter values, ids): no control characters at all. */
export const SingleLineText = (options: StringOptions & { notBlank?: boolean } = {}) => {
  const { notBlank, ...rest } = options
  return Type.String({ ...rest, pattern: notBlank ? SINGLE_LINE_NOT_BLANK : SINGLE_LINE })
}

const singleLine = new RegExp(SINGLE_LINE)
export const isSingleLineText = (text: string) => singleLine.test(text)

/**
 * Dates the agenda accepts: the years 1900–2199. A news calendar plans from recent decades to
 * a few years ahead; beyond that JavaScript and PostgreSQL disagree (PostgreSQL has no year 0000,
 * JavaScript allows six-digit years), so such dates are refused before they reach a query.
 */
export const AGENDA_YEAR_PREFIX = '^(?:19|2[01])\\d\\d-'
export const AGENDA_FIRST_YEAR = 1900
export const AGENDA_LAST_YEAR = 2199

/** An ISO 8601 date-time with zone within the agenda's years. */
export const AgendaDateTime = (options: StringOptions = {}) =>
  Type.String({ ...options, format: 'date-time', pattern: AGENDA_YEAR_PREFIX })
