// The signed-in user's profile as the app reads it from the ticket (docs/product.md#auth-states).
// The ticket is decoded here without verification: the server verifies it on every API call.
import { decodeJwt } from 'jose'
import type { TicketProfile } from '@domain/ticket-profile'

export type Profile = TicketProfile

/** A ticket expiring within this margin is treated as expired and exchanged again. */
export const TICKET_EXPIRY_MARGIN_MS = 5000

export function decodeProfile(ticket: string): Profile | null {
  try {
    const claims = decodeJwt(ticket)
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
