import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  SignJWT,
  base64url,
  exportSPKI,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose'
import { ticketSessionStore } from '../../auth/ticket-sessions'
import { TICKET_AUDIENCE } from '../../auth/tickets'
import { signingKeys } from '../../db/schema/index'
import { ProviderBrowser } from '../../../tests/support/server/provider-sign-in'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL } from '../../../tests/support/server/test-app'

const ISSUER = `${TEST_PUBLIC_URL}/useradmin`
const now = () => Math.floor(Date.now() / 1000)

describe.each(databaseModes())('a ticket-protected route on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let ticketKey: CryptoKey
  let ticketJwk: JWK
  let sessionId: string

  beforeAll(async () => {
    const sessions = ticketSessionStore(suite.database)
    sessionId = await sessions.open('demo-neu', new Date(Date.now() + 600_000))
    const [row] = await suite.database.db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.name, 'ticket'))
    ticketJwk = row?.privateJwk as JWK
    ticketKey = (await importJWK(ticketJwk, 'RS256')) as CryptoKey
  })

  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    sub: 'demo-neu',
    account_id: 'demo-neu',
    termsAndConditions: false,
    sid: sessionId,
    iss: ISSUER,
    aud: TICKET_AUDIENCE,
    iat: now(),
    exp: now() + 600,
    ...overrides,
  })
  const signed = (payload: JWTPayload, key: CryptoKey | Uint8Array = ticketKey, alg = 'RS256') =>
    new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key)
  const send = (method: 'GET' | 'POST', url: string, ticket?: string) =>
    suite.app.inject({
      method,
      url,
      headers: ticket ? { authorization: `Bearer ${ticket}` } : {},
    })
  const consent = (ticket?: string) => send('POST', '/useradmin/terms-consent', ticket)
  /** Refused alike by the useradmin and an agenda API (the saved searches). */
  const expectRejected = async (ticket: string | undefined, code: string) => {
    for (const response of [
      await consent(ticket),
      await send('GET', '/filters/api/v1/filters?sort=order&size=1000', ticket),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code, message: expect.stringMatching(/melden Sie sich/) })
    }
  }

  it('accepts a ticket signed with our key', async () => {
    expect((await consent(await signed(claims()))).statusCode).toBe(200)
  })

  it('rejects a ticket signed with our key but naming no session', async () => {
    await expectRejected(await signed(claims({ sid: undefined })), 'INVALID_TICKET')
  })

  it('rejects a ticket naming a session that does not exist', async () => {
    await expectRejected(await signed(claims({ sid: 'made-up' })), 'TICKET_REVOKED')
  })

  it('rejects a request without a ticket', async () => {
    await expectRejected(undefined, 'UNAUTHENTICATED')
  })

  it('rejects an expired ticket', async () => {
    await expectRejected(await signed(claims({ exp: now() - 5 })), 'TICKET_EXPIRED')
  })

  it('rejects a ticket signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    await expectRejected(await signed(claims(), privateKey), 'INVALID_TICKET')
  })

  it('rejects an unsigned ticket (alg none)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))
    const payload = base64url.encode(JSON.stringify(claims()))
    await expectRejected(`${header}.${payload}.`, 'INVALID_TICKET')
  })

  it('rejects an HS256 ticket keyed with our public key', async () => {
    const { d, p, q, dp, dq, qi, ...publicJwk } = ticketJwk
    const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey
    const secret = new TextEncoder().encode(await exportSPKI(publicKey))
    await expectRejected(await signed(claims(), secret, 'HS256'), 'INVALID_TICKET')
  })

  it('rejects a ticket whose claims were changed after signing', async () => {
    const [header, , signature] = (await signed(claims())).split('.')
    const forged = base64url.encode(JSON.stringify(claims({ sub: 'demo-zen' })))
    await expectRejected(`${header}.${forged}.${signature}`, 'INVALID_TICKET')
  })

  it("rejects the provider's access token, signed by a key we trust but not for our API", async () => {
    const { access_token } = await new ProviderBrowser(suite.app).signIn('redaktion@agenda.test')
    await expectRejected(access_token, 'INVALID_TICKET')
  })

  it('rejects a ticket for another audience or from another issuer', async () => {
    await expectRejected(await signed(claims({ aud: 'other-api' })), 'INVALID_TICKET')
    await expectRejected(await signed(claims({ iss: 'http://evil.test/' })), 'INVALID_TICKET')
  })
})
