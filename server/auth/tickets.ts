// The ticket: our own JWT with the profile claims, sent as bearer token to every API (why:
// docs/decisions/0002-ticket-exchange.md). Its RS256 key lives in the database so every instance
// signs and verifies with the same key.
// Each ticket names its session (`sid`); a revoked session's tickets are refused everywhere.
import { eq } from 'drizzle-orm'
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose'
import type { TicketProfile } from '../../domain/ticket-profile'
import type { Database, DatabaseHandle } from '../db/database'
import { signingKeys, type User } from '../db/schema/index'
import { ticketSessionStore, type AccountFacts } from './ticket-sessions'

export const TICKET_AUDIENCE = 'agenda-api'
const KEY_NAME = 'ticket'
const ALGORITHM = 'RS256'
/** Verified tickets kept per instance: an agency's open sessions, bounded against floods. */
const VERIFIED_TICKETS_KEPT = 5_000

export type TicketClaims = JWTPayload & TicketProfile & { sid: string }

/** A well-signed ticket whose session was signed out (or never existed). */
export class TicketRevokedError extends Error {}

/** A valid ticket's claims, and its account as the database holds it now (undefined: gone). */
export interface VerifiedTicket {
  claims: TicketClaims
  account: AccountFacts | undefined
}

export interface TicketService {
  /**
   * A ticket for the user; with `sessionId` (from the user's current ticket) it continues that
   * session, so one sign-out ends every ticket of the chain. A revoked session starts a new one.
   */
  issue(user: User, sessionId?: string): Promise<string>
  /**
   * A ticket with the user's profile as it is now, for the same session and the same end as the
   * current one: only a provider's token may renew a session (docs/security.md#sign-out).
   */
  restate(user: User, current: { sid: string; exp: number }): Promise<string>
  /**
   * The claims of a valid ticket of a live session, with its account read in the same round
   * trip; rejects (jose errors, TicketRevokedError).
   */
  verify(token: string): Promise<VerifiedTicket>
  revoke(sessionId: string): Promise<void>
}

export async function createTicketService(
  database: DatabaseHandle,
  options: { issuer: string; ttlSeconds: number },
): Promise<TicketService> {
  const { privateKey, publicKey } = await loadOrCreateKey(database.db)
  const sessions = ticketSessionStore(database)
  const signatureChecked = verifiedTickets()
  const sign = (user: User, sid: string, issuedAt: number, expiresAt: number) =>
    new SignJWT({ ...profileClaims(user), sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(options.issuer)
      .setAudience(TICKET_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey)
  return {
    async issue(user, sessionId) {
      // One reading of the clock for both: the session's write may cross a second, and the
      // ticket would then live a second less than its time.
      const issuedAt = Math.floor(Date.now() / 1000)
      const expiresAt = issuedAt + options.ttlSeconds
      const sessionEnds = new Date(expiresAt * 1000)
      const continued = sessionId && (await sessions.extend(sessionId, user.id, sessionEnds))
      const sid = continued ? sessionId : await sessions.open(user.id, sessionEnds)
      return sign(user, sid, issuedAt, expiresAt)
    },
    restate: (user, current) => sign(user, current.sid, Math.floor(Date.now() / 1000), current.exp),
    async verify(token) {
      const payload =
        signatureChecked.get(token) ??
        signatureChecked.keep(
          token,
          (
            await jwtVerify<TicketClaims>(token, publicKey, {
              issuer: options.issuer,
              audience: TICKET_AUDIENCE,
              algorithms: [ALGORITHM],
              requiredClaims: ['sub', 'exp', 'sid'],
            })
          ).payload,
        )
      const session =
        typeof payload.sid === 'string' && typeof payload.sub === 'string'
          ? await sessions.check(payload.sid, payload.sub)
          : undefined
      if (!session?.active) throw new TicketRevokedError('the ticket session was signed out')
      return { claims: payload, account: session.account }
    },
    revoke: (sessionId) => sessions.revoke(sessionId),
  }
}

/**
 * The claims of tickets whose signature, issuer and audience were checked, until they expire:
 * an RSA verification costs more CPU than the rest of a typical search (bench/search.ts). Only
 * `exp` depends on time, so a kept ticket is exactly as valid as a fresh check would say; an
 * expired one falls through to jwtVerify and its JWTExpired. The session is still checked on
 * every request.
 */
function verifiedTickets() {
  const kept = new Map<string, TicketClaims>()
  return {
    get(token: string): TicketClaims | undefined {
      const payload = kept.get(token)
      if (payload && (payload.exp ?? 0) * 1000 > Date.now()) return payload
      kept.delete(token)
      return undefined
    },
    keep(token: string, payload: TicketClaims): TicketClaims {
      if (kept.size >= VERIFIED_TICKETS_KEPT) {
        const oldest = kept.keys().next().value
        if (oldest !== undefined) kept.delete(oldest)
      }
      // Shared by every request with this ticket: nobody may change it.
      kept.set(token, Object.freeze(payload))
      return payload
    },
  }
}

function profileClaims(user: User): Omit<TicketClaims, 'sub' | 'exp' | 'sid'> {
  return {
    account_id: user.id,
    email: user.email,
    name: user.name,
    createdAt: user.createdAt.toISOString(),
    accessStatus: user.accessStatus,
    agendaPlus: user.agendaPlus,
    sector: user.sector,
    organisation: user.organisation,
    termsAndConditions: user.termsAccepted,
    ...(user.termsAcceptedAt ? { termsAcceptedAt: user.termsAcceptedAt.toISOString() } : {}),
    ...(user.isZenMode === null ? {} : { isZenMode: user.isZenMode }),
    ...(user.defaultView === null ? {} : { defaultView: user.defaultView }),
    ...(user.zenPromptDismissed ? { zenPromptDismissed: true } : {}),
    ...(user.isPlanner ? { isPlanner: true } : {}),
  }
}

async function loadOrCreateKey(
  db: Database,
): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const stored = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME))
  let jwk = stored[0]?.privateJwk as JWK | undefined
  if (!jwk) {
    const pair = await generateKeyPair(ALGORITHM, { extractable: true })
    const candidate = await exportJWK(pair.privateKey)
    // Two instances starting together: the first insert wins and both use its key.
    await db
      .insert(signingKeys)
      .values({ name: KEY_NAME, privateJwk: candidate })
      .onConflictDoNothing()
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME))
    jwk = row?.privateJwk as JWK
  }
  const privateKey = (await importJWK(jwk, ALGORITHM)) as CryptoKey
  const { d, p, q, dp, dq, qi, ...publicJwk } = jwk
  const publicKey = (await importJWK(publicJwk, ALGORITHM)) as CryptoKey
  return { privateKey, publicKey }
}
