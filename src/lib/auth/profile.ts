// The signed-in user's profile as the app reads it from the ticket (docs/product.md#auth-states).
// The ticket is decoded here without verification: the server verifies it on every API call.
// Decoded by hand, not with jose's decodeJwt: the same checks in a few lines instead of 1 KB gzip
// on the first screen (docs/architecture.md#start-up).
import type { TicketProfile } from '@domain/ticket-profile'

export type Profile = TicketProfile

/** A ticket expiring within this margin is treated as expired and exchanged again. */
export const TICKET_EXPIRY_MARGIN_MS = 5000

/** The claims of a compact JWS: its middle part, base64url-encoded UTF-8 JSON of an object. */
function decodeClaims(ticket: string): Record<string, unknown> {
  const parts = ticket.split('.')
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid JWT')
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('Invalid JWT Claims Set')
  }
  return claims as Record<string, unknown>
}

export function decodeProfile(ticket: string): Profile | null {
  try {
    const claims = decodeClaims(ticket)
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') {
      throw new Error('ticket without exp or sub')
    }
    return claims as unknown as Profile
  } catch (error) {
    console.error('Error decoding token', error)
    return null
  }
}

export function isExpiring(profile: Pick<Profile, 'exp'>, nowMs: number): boolean {
  return profile.exp * 1000 - nowMs <= TICKET_EXPIRY_MARGIN_MS
}
