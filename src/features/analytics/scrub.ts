// Takes tickets, tokens and e-mail addresses out of everything an error report carries (message,
// stack, URLs, breadcrumbs, request headers, spans) before it leaves the browser
// (docs/security.md#analytics-and-error-reports).

const REDACTED = '[entfernt]'
const SECRET_PARAM =
  /([?&#;]|\b)(access_token|id_token|refresh_token|token|ticket|code|code_verifier|state|session_state)=[^&#\s"']*/gi
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
/** A JWS/JWT: three base64url parts, the first an encoded JSON object. */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
const SECRET_KEY =
  /^(authorization|cookie|set-cookie|x-transaction-id|access_token|id_token|refresh_token|ticket|token|password|email|e-mail)$/i

export function scrubText(text: string): string {
  return text
    .replace(SECRET_PARAM, (_match, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(EMAIL, REDACTED)
}

/** A copy of `value` with every string scrubbed and every secret-named field emptied. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (depth > 12 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubDeep(item, depth + 1)
  }
  return copy as T
}

/** An error report without user and tickets: what beforeSend hands on. */
export function scrubEvent<T extends { user?: unknown }>(event: T): T {
  const { user: _user, ...rest } = event
  return scrubDeep(rest) as T
}
