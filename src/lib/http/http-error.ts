// The one error type of the HTTP client: a code (docs/product.md#errors), the status, the server's
// {code, message} when it sent one, and a German sentence the interface can show as it is.
import type { ApiErrorBody } from '@domain/api-error'

export type HttpErrorCode =
  | 'ECONNABORTED'
  | 'ETIMEDOUT'
  | 'ERR_NETWORK'
  | 'ERR_BAD_REQUEST'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_CANCELED'

export interface HttpErrorDetails {
  code: HttpErrorCode
  /** Technical message for logs, e.g. 'timeout of 5000ms exceeded'. */
  message: string
  status?: number | null
  apiError?: ApiAnswer | null
  cause?: unknown
}

const USER_MESSAGES: Record<HttpErrorCode, string> = {
  ERR_NETWORK: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
  ETIMEDOUT: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  ECONNABORTED: 'Die Verbindung zum Server wurde unterbrochen. Bitte versuchen Sie es erneut.',
  ERR_CANCELED: 'Die Anfrage wurde abgebrochen.',
  ERR_BAD_REQUEST: 'Die Anfrage konnte nicht verarbeitet werden.',
  ERR_BAD_RESPONSE:
    'Beim Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
}

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  401: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  403: 'Dafür fehlt Ihnen die Berechtigung.',
  404: 'Der Eintrag wurde nicht gefunden.',
  429: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
}

/** For a 4xx the server's own German message is the most precise thing to show. */
function userMessageFor({ code, status, apiError }: HttpErrorDetails): string {
  if (code !== 'ERR_BAD_REQUEST') return USER_MESSAGES[code]
  return apiError?.message ?? STATUS_MESSAGES[status ?? 0] ?? USER_MESSAGES[code]
}

/**
 * An error answer: {code, message}, and a form's refusals by field path ('fields/title') as the
 * server sent them, checked by the form that reads them (the first screen needs no such check).
 */
interface ApiAnswer extends ApiErrorBody {
  fields?: unknown
  /** The likely duplicates of the desk's 409 POSSIBLE_DUPLICATE, checked by the desk. */
  duplicates?: unknown
}

export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly code: HttpErrorCode
  /** The HTTP status, or null when no answer arrived. */
  readonly status: number | null
  readonly apiError: ApiAnswer | null
  readonly userMessage: string

  constructor(details: HttpErrorDetails) {
    super(details.message, { cause: details.cause })
    this.code = details.code
    this.status = details.status ?? null
    this.apiError = details.apiError ?? null
    this.userMessage = userMessageFor(details)
  }
}

/** Reads `{code, message}` from an error answer's body text, if that is what it holds; with the
 * refusals by field path of a form's 400 (SubmissionRefusalSchema) and the desk's possible
 * duplicates (DeskConflictSchema) when it has them. */
export function readApiError(text: string): ApiAnswer | null {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return null
    const { code, message, fields, duplicates } = body as Partial<Record<keyof ApiAnswer, unknown>>
    if (typeof code !== 'string' || typeof message !== 'string') return null
    return {
      code,
      message,
      ...(fields !== undefined && { fields }),
      ...(duplicates !== undefined && { duplicates }),
    }
  } catch {
    return null
  }
}
