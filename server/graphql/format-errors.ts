// How the collaboration service's failures leave it: GraphQL errors, each with
// `extensions.code` and a German message for what a user can act on. A refused ticket or account
// keeps its HTTP status (401/403) and the REST code as `reason`; bad documents are 400; anything
// unexpected is logged and leaves as INTERNAL_SERVER_ERROR without its details.
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql'
import type { MercuriusContext } from 'mercurius'
import { ApiError, dataExceptionCode, fastifyRefusal } from '../plugins/api-errors'

type Log = MercuriusContext['app']['log']

function refusalError(status: number, reason: string, message: string): GraphQLFormattedError {
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST'
  return { message, extensions: { code, reason } }
}

/** The body of a refused request: no data, one error. */
export function refusalBody(status: number, reason: string, message: string) {
  return { data: null, errors: [refusalError(status, reason, message)] }
}

/** mercurius wraps its own validation failures (depth, rules) as one error holding many. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors
    return Array.isArray(inner)
      ? inner.map((each) => (each instanceof GraphQLError ? each : new GraphQLError(String(each))))
      : [error]
  })
}

function formatOne(
  error: GraphQLError,
  log: Log,
): { status: number; error: GraphQLFormattedError } {
  const original = error.originalError
  const json = error.toJSON()
  const refusal = original instanceof ApiError ? original : fastifyRefusal(original)
  if (refusal) {
    return {
      status: refusal.statusCode,
      error: refusalError(refusal.statusCode, refusal.code, refusal.message),
    }
  }
  // mercurius' own refusals (a mutation by GET, a bad persisted query) carry their 4xx status.
  const status = (original as { statusCode?: unknown } | undefined)?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const reason = (original as { code?: unknown }).code
    return {
      status,
      error: refusalError(
        status,
        typeof reason === 'string' ? reason : 'BAD_REQUEST',
        'Die Anfrage ist ungültig.',
      ),
    }
  }
  // An error outside any field that GraphQL raised itself (syntax, validation, a variable of the
  // wrong type) is the request's: no resolver ran. Resolver errors carry their field's path;
  // a failure elsewhere (the database) is no GraphQLError.
  if (error.path === undefined && (!original || original instanceof GraphQLError)) {
    const code = typeof json.extensions?.code === 'string' ? json.extensions.code : undefined
    return {
      status: 400,
      error: { ...json, extensions: { code: code ?? 'GRAPHQL_VALIDATION_FAILED' } },
    }
  }
  if (typeof json.extensions?.code === 'string') return { status: 200, error: json }
  // A value PostgreSQL cannot take (a NUL in an id): the input's fault, as in the REST APIs.
  if (dataExceptionCode(original)) {
    const message = 'Die Anfrage enthält einen Wert, der nicht verarbeitet werden kann.'
    return { status: 200, error: { ...json, message, extensions: { code: 'BAD_USER_INPUT' } } }
  }
  log.error({ err: original }, 'collaboration resolver failed')
  const message = 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.'
  return { status: 500, error: { ...json, message, extensions: { code: 'INTERNAL_SERVER_ERROR' } } }
}

/** The errors as they leave the service; a socket's subscriptions send them too. */
export function formatErrorList(errors: readonly GraphQLError[], log: Log) {
  return flatten(errors).map((error) => formatOne(error, log))
}

export function formatErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: MercuriusContext,
) {
  const log = context.reply?.log ?? context.app.log
  const formatted = formatErrorList(execution.errors, log)
  // With data, the answer is a success that carries errors (GraphQL over HTTP); without, the
  // first failure's status says what went wrong.
  const statusCode = execution.data ? 200 : (formatted[0]?.status ?? 200)
  return {
    statusCode,
    response: { data: execution.data ?? null, errors: formatted.map((each) => each.error) },
  }
}
