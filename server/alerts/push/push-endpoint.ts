// Which push endpoints the server will send to (docs/security.md#web-push). The browser's push
// service is always public https; an address on this machine or the private network would let a
// user make the server post to internal services. A local protocol peer is let in only with
// PUSH_ALLOW_LOCAL_ENDPOINTS, for tests.
import { isIP } from 'node:net'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** IPv4 loopback, private, link-local and unspecified ranges; IPv6 ones by their prefix. */
function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (isIP(bare) === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number)
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (isIP(bare) === 6) {
    return (
      bare === '::' ||
      bare === '::1' ||
      /^(fc|fd|fe8|fe9|fea|feb)/.test(bare) ||
      bare.startsWith('::ffff:')
    )
  }
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare.endsWith('.local') ||
    bare.endsWith('.internal')
  )
}

/** True when the server may post pushes to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (allowLocal && LOCAL_HOSTS.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:'
  }
  return url.protocol === 'https:' && !isPrivateAddress(url.hostname)
}
