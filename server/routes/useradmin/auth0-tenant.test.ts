import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index'
import { provisionDemoAlias, seedDemoAccounts } from '../../idp/demo-accounts'
import { simulationPlanner } from '../../demo/simulation/simulation-planner'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'

const TENANT = 'https://agenda-test.eu.auth0.com'
const AUDIENCE = 'https://api.agenda.example/'

// A real Auth0 tenant, played by a key pair and a stubbed fetch for its JWKS and userinfo.
describe.each(databaseModes())('user admin against a real Auth0 tenant on %s', (mode) => {
  const suite = setUpTestApp(mode, {
    env: { AUTH_DOMAIN: TENANT, AUTH_CLIENT_ID: 'tenant-client', AUTH_AUDIENCE: AUDIENCE },
  })
  let tenantKey: CryptoKey
  let tenantJwk: JWK
  const fetched: string[] = []

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true })
    tenantKey = pair.privateKey
    tenantJwk = { ...(await exportJWK(pair.publicKey)), kid: 'tenant-key', alg: 'RS256' }
  })
  afterEach(() => vi.unstubAllGlobals())

  const stubTenant = () =>
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = input instanceof Request ? input.url : String(input)
      fetched.push(url)
      if (url === `${TENANT}/.well-known/jwks.json`) return Response.json({ keys: [tenantJwk] })
      if (url === `${TENANT}/userinfo`) {
        return Response.json({ sub: 'auth0|4711', email: 'eva@example.com', name: 'Eva Extern' })
      }
      return new Response('not found', { status: 404 })
    })
  const accessToken = (subject: string, claims: Record<string, string> = {}) =>
    new SignJWT({ scope: 'openid profile email read:current_user', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
      .setIssuer(`${TENANT}/`)
      .setAudience([AUDIENCE, `${TENANT}/userinfo`])
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(tenantKey)
  const exchange = (token: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      payload: { access_token: token },
    })

  it('does not serve the embedded provider', async () => {
    expect(
      (await suite.app.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode,
    ).toBe(404)
  })

  it('provisions an unknown user on first sign-in with the tenant’s profile', async () => {
    stubTenant()
    const response = await exchange(await accessToken('auth0|4711'))
    expect(response.statusCode).toBe(200)
    const claims = decodeJwt(response.json().ticket)
    expect(claims).toMatchObject({
      email: 'eva@example.com',
      name: 'Eva Extern',
      accessStatus: 'active',
      agendaPlus: false,
      sector: [],
      termsAndConditions: false,
    })
    expect(fetched).toContain(`${TENANT}/userinfo`)
    const again = await exchange(await accessToken('auth0|4711'))
    expect(decodeJwt(again.json().ticket).account_id).toBe(claims.account_id)
  })

  it('rejects a token of the tenant for another API', async () => {
    stubTenant()
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'tenant-key' })
      .setIssuer(`${TENANT}/`)
      .setAudience('https://other.api/')
      .setSubject('auth0|4711')
      .setExpirationTime('1h')
      .sign(tenantKey)
    const response = await exchange(token)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' })
  })

  it('answers 503 when the tenant cannot be reached, without creating a user', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    const response = await exchange(await accessToken('auth0|unreachable'))
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' })
  })

  describe('with the demo accounts of an earlier embedded provider in the database', () => {
    beforeAll(async () => {
      await seedDemoAccounts(suite.database.db)
      await provisionDemoAlias(suite.database.db, 'redaktion+probe@agenda.test')
      await simulationPlanner(suite.database.db)
    })

    it.each(['demo-planung', 'demo-redaktion+probe', 'simulation-planung'])(
      'never signs the tenant’s subject %s into the server’s own account of that id',
      async (subject) => {
        stubTenant()
        const response = await exchange(await accessToken(subject, { email: 'x@example.com' }))
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ code: 'ACCOUNT_CONFLICT' })
      },
    )

    it('makes a tagged demo e-mail a plain new account, never a copy of the demo account', async () => {
      stubTenant()
      const email = 'redaktion+neu@agenda.test'
      const response = await exchange(await accessToken('auth0|tagged', { email }))
      expect(response.statusCode).toBe(200)
      expect(decodeJwt(response.json().ticket)).toMatchObject({
        email,
        agendaPlus: false,
        termsAndConditions: false,
      })
      const [user] = await suite.database.db.select().from(users).where(eq(users.email, email))
      expect(user).toMatchObject({ subject: 'auth0|tagged', isPlanner: false, passwordHash: null })
      expect(user?.organisation).toBe(`own:${user?.id}`)
    })
  })
})
