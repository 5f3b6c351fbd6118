// TRUST_PROXY names the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto we believe.
// Unset, none is believed: otherwise any client could choose the address its failed sign-ins
// are counted under, and lock other people out by naming their address.
import { isIP } from 'node:net'

/**
 * Fastify's `trustProxy`: nobody, or the proxies' addresses. No hop count: Fastify cannot check
 * the connecting peer against a count and so trusts nobody for it.
 */
export type TrustedProxies = false | string[]

// Ranges proxy-addr (Fastify's trustProxy) knows by name.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN
  return bits <= (family === 4 ? 32 : 128)
}

/** Reads TRUST_PROXY: a comma-separated list of addresses and ranges ("10.0.0.0/8, ::1"). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return false
  const entries = trimmed.split(',').map((entry) => entry.trim())
  const wrong = entries.find((entry) => !isAddressOrRange(entry))
  if (wrong !== undefined) {
    throw new RangeError(`"${wrong}" is no IP address or CIDR range`)
  }
  return entries
}
