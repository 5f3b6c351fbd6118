// The German sentence for input a schema refuses, the same on the server's 400 answers and in the
// app's forms. Each schema node that can refuse carries it as `errorMessage`; `{value}` in it
// stands for the refused value (cut to 100 characters).
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors'
import type { TSchema } from '@sinclair/typebox'
import { userTextRefusal } from './user-text'

/** For a refusal no schema node explains. */
export const INVALID_INPUT_MESSAGE = 'Die Anfrage ist ungültig.'
const VALUE_SHOWN_MAX_LENGTH = 100

/**
 * Of a union's variants, the one that explains a refusal: the first not refused for its `type`
 * (the rule type a variant is for), else the first. So a rule of a known type hears what is wrong
 * with its values, and a rule of an unknown type hears that its type is unknown.
 */
function explainingError(error: ValueError): ValueError {
  const firsts = error.errors
    .map((variant) => variant.First())
    .filter((first) => first !== undefined)
  return firsts.find((first) => first.path !== `${error.path}/type`) ?? firsts[0] ?? error
}

/**
 * The refused value as text. Not `String(value)`: a JSON object with its own `toString` or
 * `valueOf` that is not a function makes that throw, and a refusal must never become a 500.
 */
function shownValue(value: unknown): string {
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : (JSON.stringify(value) ?? typeof value)
  return text.slice(0, VALUE_SHOWN_MAX_LENGTH)
}

/** The refusing node's own sentence: what is wrong with a user text, else its `errorMessage`. */
export function ownMessage(error: ValueError): string | undefined {
  const userText =
    error.type === ValueErrorType.StringFormat ? userTextRefusal(error.schema, error.value) : null
  if (userText !== null) return userText
  const own = (error.schema as { errorMessage?: unknown }).errorMessage
  return typeof own === 'string' ? own.replace('{value}', shownValue(error.value)) : undefined
}

function messageOf(error: ValueError): string {
  const own = ownMessage(error)
  if (own !== undefined) return own
  if (error.type === ValueErrorType.Union) {
    const inner = explainingError(error)
    if (inner !== error) return messageOf(inner)
  }
  return INVALID_INPUT_MESSAGE
}

/** The sentence for the first thing `schema` refuses in `value`, or null when it accepts it. */
export function refusalMessage(schema: TSchema, value: unknown): string | null {
  const first = Errors(schema, value).First()
  return first === undefined ? null : messageOf(first)
}
