// The app's client for our REST services: API prefixes (api-url.ts), the bearer ticket and a
// transaction id on every call, JSON bodies, timeouts and cancelling, errors as HttpError.
import { isAccessRefusalCode } from '@domain/agenda-access'
import { apiUrl } from './api-url'
import { fetchTakingEarlyRequest } from './early-request'
import { HttpError, readApiError } from './http-error'

export type QueryParams = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  signal?: AbortSignal
  /** Milliseconds; 0 (the default) waits as long as the network does. */
  timeout?: number
  /** Sent as Idempotency-Key so the server runs a replayed write only once. */
  idempotencyKey?: string
  params?: QueryParams
  headers?: Record<string, string>
  /** How to read a successful answer; JSON by default, an empty body gives undefined. */
  responseType?: 'json' | 'text' | 'blob'
}

export interface HttpClientConfig {
  /** The current ticket, or null when signed out (then no Authorization header is sent). */
  getTicket: () => Promise<string | null>
  /**
   * Called when the server refuses the account itself (403 ACCESS_INACTIVE …): the ticket's
   * profile is out of date, and a fresh one lets the guards show the right message page.
   */
  onAccessRefused?: () => void
  fetch?: typeof fetch
}

export interface HttpClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(url: string, options?: RequestOptions): Promise<T>
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues always. */
export function randomTransactionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function withParams(url: string, params: QueryParams | undefined): string {
  const entries = Object.entries(params ?? {}).filter(([, value]) => value != null)
  if (entries.length === 0) return url
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`
}

async function readSuccess(response: Response, type: RequestOptions['responseType']) {
  if (type === 'blob') return response.blob()
  const text = await response.text()
  if (type === 'text') return text
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new HttpError({
      code: 'ERR_BAD_RESPONSE',
      message: 'Invalid JSON',
      status: response.status,
      cause,
    })
  }
}

async function failureOf(response: Response): Promise<HttpError> {
  const status = response.status
  return new HttpError({
    code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    message: `Request failed with status code ${status}`,
    status,
    apiError: readApiError(await response.text()),
  })
}

interface FailureContext {
  timedOut: boolean
  timeout: number
  canceled: boolean
  answered: boolean
}

function asHttpError(cause: unknown, context: FailureContext): HttpError {
  if (cause instanceof HttpError) return cause
  if (context.timedOut) {
    return new HttpError({
      code: 'ETIMEDOUT',
      message: `timeout of ${context.timeout}ms exceeded`,
      cause,
    })
  }
  if (context.canceled) return new HttpError({ code: 'ERR_CANCELED', message: 'canceled', cause })
  // Failing before any answer is a network error; failing while reading one, a dropped line.
  if (!context.answered)
    return new HttpError({ code: 'ERR_NETWORK', message: 'Network Error', cause })
  return new HttpError({ code: 'ECONNABORTED', message: 'Connection aborted', cause })
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const send = config.fetch ?? ((input, init) => fetch(input, init))

  async function request<T>(
    method: string,
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const { signal, timeout = 0, responseType = 'json' } = options
    const headers = new Headers(options.headers)
    const ticket = await config.getTicket()
    if (ticket) headers.set('Authorization', `Bearer ${ticket}`)
    headers.set('X-Transaction-Id', randomTransactionId())
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
    if (responseType === 'json') headers.set('Accept', 'application/json')
    if (body !== undefined) headers.set('Content-Type', 'application/json')

    // One controller for the caller's signal and the timeout, remembering which one fired.
    const controller = new AbortController()
    let timedOut = false
    const cancel = () => controller.abort()
    signal?.addEventListener('abort', cancel)
    if (signal?.aborted) cancel()
    const onTimeout = () => {
      timedOut = true
      cancel()
    }
    const timer = timeout > 0 ? setTimeout(onTimeout, timeout) : undefined
    let answered = false
    try {
      const response = await send(withParams(apiUrl(url), options.params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      })
      answered = true
      if (!response.ok) {
        const failure = await failureOf(response)
        if (failure.status === 403 && isAccessRefusalCode(failure.apiError?.code)) {
          config.onAccessRefused?.()
        }
        throw failure
      }
      return (await readSuccess(response, responseType)) as T
    } catch (cause) {
      throw asHttpError(cause, { timedOut, timeout, canceled: signal?.aborted ?? false, answered })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
  }

  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
  }
}

let ticketSource: HttpClientConfig['getTicket'] = () => Promise.resolve(null)
let accessRefused: HttpClientConfig['onAccessRefused']

/** Called once by the auth module at start: where the shared client gets its ticket from. */
export function configureHttpClient({
  getTicket,
  onAccessRefused,
}: Pick<HttpClientConfig, 'getTicket' | 'onAccessRefused'>): void {
  ticketSource = getTicket
  accessRefused = onAccessRefused
}

/** The app's shared client; features import this one. Its first search may have left already. */
export const httpClient: HttpClient = createHttpClient({
  getTicket: () => ticketSource(),
  onAccessRefused: () => accessRefused?.(),
  fetch: fetchTakingEarlyRequest,
})
