// What the logger writes about a request: Fastify's usual fields, with every credential in the
// query string and the token in a calendar feed's path replaced, so no log line ever holds a
// ticket, token, code or password.
import type { FastifyRequest, FastifyServerOptions } from 'fastify'

const SECRET_PARAMETERS = new Set([
  'access_token',
  'client_secret',
  'code',
  'code_verifier',
  // A push subscription's endpoint is the address anyone may post pushes to (DELETE's query).
  'endpoint',
  'id_token',
  'id_token_hint',
  'login_hint',
  'password',
  'refresh_token',
  // The signature of a news picture's address works like a ticket for that picture.
  'signature',
  'state',
  'ticket',
  'token',
  'xsrf',
])

export const REDACTED = '[redacted]'

/** A subscribed calendar's address is its key (server/routes/calendar/public-feed-route.ts). */
const CALENDAR_FEED_PATH = /^\/calendar\/v1\/[^/?]+/

/** The URL with the values of credential parameters (see SECRET_PARAMETERS) replaced. */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(CALENDAR_FEED_PATH, `/calendar/v1/${REDACTED}`)
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1)
      const name = safeDecode(rawName).toLowerCase()
      return SECRET_PARAMETERS.has(name) ? `${rawName}=${REDACTED}` : pair
    })
  return `${url.slice(0, queryStart)}?${query.join('&')}`
}

function safeDecode(component: string): string {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '))
  } catch {
    return component
  }
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }
}

type LoggerOption = FastifyServerOptions['logger']

/** The logger options with the redacting request serializer; `false` stays off. */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (!logger) return logger
  const options = logger === true ? {} : logger
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } }
}
