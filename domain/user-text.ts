// The one rule for text people write and colleagues read (titles, names, places, notes, messages;
// docs/security.md#input): nothing invisible or direction-reversing, and something to see.
import { FormatRegistry, Type, type StringOptions, type TSchema } from '@sinclair/typebox'

/** The schema formats of user text: one line, or several (tabs and line breaks allowed). */
export const USER_LINE_FORMAT = 'user-line'
export const USER_TEXT_FORMAT = 'user-text'

// Control (C0, DEL, C1 with U+0085), format (zero-width space, soft hyphen, byte order mark, bidi
// embeddings, overrides and isolates, tags), lone surrogates, line and paragraph separators.
// Zero-width (non-)joiners stay: Persian, Indic scripts and emoji sequences (👩‍💻) need them.
const REFUSED_IN_LINE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
const REFUSED_IN_TEXT = /(?![\t\n\r\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/
// White space, default-ignorable code points (Hangul fillers, variation selectors) and the braille
// blank show nothing: a text needs one character besides them.
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}\u2800]/u

export type UserTextProblem = 'line-break' | 'characters' | 'invisible'

/** What is wrong with `text` as user text, or null; the empty text is left to minLength. */
export function userTextProblem(text: string, lines: 'one' | 'several'): UserTextProblem | null {
  if (lines === 'one' && LINE_BREAK.test(text)) return 'line-break'
  if ((lines === 'one' ? REFUSED_IN_LINE : REFUSED_IN_TEXT).test(text)) return 'characters'
  if (text !== '' && !VISIBLE.test(text)) return 'invisible'
  return null
}

/** The German sentence for a problem of the field called `label` („Der Titel“). */
export function userTextMessage(label: string, problem: UserTextProblem): string {
  switch (problem) {
    case 'line-break':
      return `${label} muss in eine Zeile passen (ohne Zeilenumbruch).`
    case 'characters':
      return `${label} enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).`
    case 'invisible':
      return `${label} darf nicht leer sein (unsichtbare Zeichen zählen nicht).`
  }
}

/** The formats' checks, for any schema checker that is told them (Ajv's `formats`). */
export const userTextFormats = {
  [USER_LINE_FORMAT]: (text: string) => userTextProblem(text, 'one') === null,
  [USER_TEXT_FORMAT]: (text: string) => userTextProblem(text, 'several') === null,
}

/** Registered where the schemas are made, so every checker (server and app) knows the formats. */
for (const [name, check] of Object.entries(userTextFormats)) FormatRegistry.Set(name, check)

/** A one-line user text; `title` names the field in the refusal („Der Titel“). */
export const UserLine = (title: string, options: StringOptions = {}) =>
  Type.String({ ...options, title, format: USER_LINE_FORMAT })

/** A user text of several lines (a description, a message). */
export const UserText = (title: string, options: StringOptions = {}) =>
  Type.String({ ...options, title, format: USER_TEXT_FORMAT })

/** The sentence for a user-text node refusing `value`; null for any other refusal. */
export function userTextRefusal(schema: TSchema, value: unknown): string | null {
  const { format, title } = schema as { format?: unknown; title?: unknown }
  if (typeof value !== 'string' || typeof title !== 'string') return null
  if (format !== USER_LINE_FORMAT && format !== USER_TEXT_FORMAT) return null
  const problem = userTextProblem(value, format === USER_LINE_FORMAT ? 'one' : 'several')
  return problem === null ? null : userTextMessage(title, problem)
}
