// Which push endpoints the server accepts and sends to (docs/security.md#web-push). A browser's
// push service is always a public name on https port 443; anything else could make the server
// post to this machine or the internal network on a user's behalf. The address a name resolves
// to is checked again when connecting (push-address.ts). A local protocol peer is let in only
// with PUSH_ALLOW_LOCAL_ENDPOINTS, for tests.
import { isPublicAddress, LOCAL_PEER_HOSTS } from './push-address'

/** Names for this machine, the local network or testing, never a public push service. */
const SPECIAL_USE_SUFFIX =
  /\.(localhost|local|localdomain|internal|intranet|lan|home|corp|private|arpa|test|example|invalid|onion)$/

/** A label sequence spelling an IPv4 address (`127.0.0.1.nip.io`, `10-0-0-1.sslip.io`): wildcard DNS. */
const SPELLED_IPV4 = /(^|[.-])\d{1,3}([.-])\d{1,3}\2\d{1,3}\2\d{1,3}([.-]|$)/

/** True for a name that can only belong to a public host: several labels, no trailing dot. */
function isPublicName(hostname: string): boolean {
  return (
    hostname.includes('.') &&
    !hostname.endsWith('.') &&
    !SPECIAL_USE_SUFFIX.test(hostname) &&
    !SPELLED_IPV4.test(hostname)
  )
}

/** The URL's host as an IP address (IPv6 without its brackets), or undefined for a name. */
function ipLiteralOf(url: URL): string | undefined {
  if (url.hostname.startsWith('[')) return url.hostname.slice(1, -1)
  return /^[\d.]+$/.test(url.hostname) ? url.hostname : undefined
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
  if (allowLocal && LOCAL_PEER_HOSTS.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:'
  }
  // The URL parser has already written the default port 443 as no port.
  if (url.protocol !== 'https:' || url.port !== '') return false
  const ip = ipLiteralOf(url)
  return ip === undefined ? isPublicName(url.hostname) : isPublicAddress(ip)
}
