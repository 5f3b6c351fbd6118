// Which IP addresses the server may open a push connection to (docs/security.md#web-push): public
// unicast only. The names of an endpoint are resolved when connecting and every address they give
// is checked there, so a name that points (or rebinds) to this machine or its network is refused.
import dns from 'node:dns'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** The global unicast block of IPv6; everything outside it is special or unassigned. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3')

/** `::a.b.c.d` (IPv4-compatible, ::/96): ipaddr.js would read it as IPv4-mapped. */
const IPV4_COMPATIBLE = /^::\d+\.\d+\.\d+\.\d+$/

/** The hosts of the local push service peer (PUSH_ALLOW_LOCAL_ENDPOINTS, tests only). */
export const LOCAL_PEER_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * True for a public unicast address: not loopback, private, link-local, unique-local, CGNAT,
 * benchmark, documentation, multicast, reserved, NAT64, 6to4, Teredo or IPv4-compatible. An
 * IPv4-mapped IPv6 address is judged by the IPv4 address inside it.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0 || IPV4_COMPATIBLE.test(address)) return false
  const ip = ipaddr.process(address)
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast'
  return ip.match(IPV6_GLOBAL_UNICAST) && ip.range() === 'unicast'
}

const isLoopback = (address: string) =>
  isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback'

/** The connection to a push service was not opened: the name gave an address not allowed. */
export class PushAddressRefused extends Error {
  readonly code = 'PUSH_ADDRESS_NOT_ALLOWED'
  constructor(hostname: string, address: string) {
    super(`push endpoint ${hostname} resolves to ${address}, which is not a public address`)
  }
}

/**
 * A `lookup` for the push connections: resolves every address of the name and refuses the
 * connection if any of them is not public (loopback only for the local peer when allowed).
 */
export function pushLookup(allowLocalPeer: boolean): LookupFunction {
  const allowed = (hostname: string, address: string) =>
    isPublicAddress(address) ||
    (allowLocalPeer && LOCAL_PEER_HOSTS.has(hostname) && isLoopback(address))
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find(({ address }) => !allowed(hostname, address))
      if (refused) return callback(new PushAddressRefused(hostname, refused.address), '')
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      if (!first) return callback(new PushAddressRefused(hostname, 'nothing'), '')
      return callback(null, first.address, first.family)
    })
  }
}
