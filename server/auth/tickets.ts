// The ticket: our own JWT with the profile claims of SPEC §3, sent as bearer token to every API.
// Its RS256 key lives in the database so every instance signs and verifies with the same key.
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
import type { Database } from '../db/database'
import { signingKeys, type User } from '../db/schema/index'

export const TICKET_AUDIENCE = 'agenda-api'
const KEY_NAME = 'ticket'
const ALGORITHM = 'RS256'

export type TicketClaims = JWTPayload & TicketProfile

export interface TicketService {
  issue(user: User): Promise<string>
  verify(token: string): Promise<TicketClaims>
}

export async function createTicketService(
  db: Database,
  options: { issuer: string; ttlSeconds: number },
): Promise<TicketService> {
  const { privateKey, publicKey } = await loadOrCreateKey(db)
  return {
    async issue(user) {
      return new SignJWT(profileClaims(user))
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(options.issuer)
        .setAudience(TICKET_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(privateKey)
    },
    async verify(token) {
      const { payload } = await jwtVerify<TicketClaims>(token, publicKey, {
        issuer: options.issuer,
        audience: TICKET_AUDIENCE,
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      })
      return payload
    },
  }
}

function profileClaims(user: User): Omit<TicketClaims, 'sub' | 'exp'> {
  return {
    account_id: user.id,
    email: user.email,
    name: user.name,
    createdAt: user.createdAt.toISOString(),
    accessStatus: user.accessStatus,
    agendaPlus: user.agendaPlus,
    sector: user.sector,
    termsAndConditions: user.termsAccepted,
    ...(user.isZenMode === null ? {} : { isZenMode: user.isZenMode }),
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
