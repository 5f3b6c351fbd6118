// What makes two writes "the same request" for an Idempotency-Key: the sha-256 of the query and
// the body as canonical JSON (keys sorted), so a repeat with the keys in another order still matches.
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** JSON with every object's keys sorted; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function requestFingerprint(request: FastifyRequest): string {
  // The ticket may ride in the query (the zen mode route): it names the caller, not the request,
  // and a renewed ticket must still match.
  const { access_token: _ticket, ...query } = (request.query ?? {}) as Record<string, unknown>
  return createHash('sha256')
    .update(canonicalJson({ query, body: request.body ?? null }))
    .digest('hex')
}
