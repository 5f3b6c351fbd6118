// Issue 2: our APIs accept only our own, intact ticket. Missing, tampered, unsigned (alg none),
// HS256, foreign-key and wrong-audience tokens all get 401 with a JSON {code, message}.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SignJWT, generateKeyPair, decodeJwt } from 'jose'
import { demoAccounts, signIn, storedTicket } from './support/sign-in'

const PROTECTED = [
  { method: 'GET', url: '/filters/api/v1/filters?sort=order&size=1000' },
  { method: 'POST', url: '/useradmin/terms-consent' },
] as const

async function expectRefused(request: APIRequestContext, token: string | undefined) {
  for (const { method, url } of PROTECTED) {
    const headers: Record<string, string> =
      token === undefined ? {} : { authorization: `Bearer ${token}` }
    const response = await request.fetch(url, { method, headers })
    expect(response.status(), `${method} ${url}`).toBe(401)
    const body = (await response.json()) as { code: string; message: string }
    expect(body.code).toMatch(/^[A-Z_]+$/)
    expect(body.message.length).toBeGreaterThan(10)
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

test('our APIs refuse every ticket that is not our own and intact', async ({ page, request }) => {
  await signIn(page, demoAccounts.redaktion.email)
  const ticket = (await storedTicket(page)) ?? ''
  const claims = decodeJwt(ticket)
  const [header, , signature] = ticket.split('.')

  // The genuine ticket works, so the refusals below are about the token and nothing else.
  const accepted = await request.get(PROTECTED[0].url, {
    headers: { authorization: `Bearer ${ticket}` },
  })
  expect(accepted.status()).toBe(200)

  await test.step('missing', () => expectRefused(request, undefined))
  await test.step('tampered claims', () =>
    expectRefused(request, `${header}.${base64url({ ...claims, sub: 'demo-zen' })}.${signature}`))
  await test.step('alg none', () =>
    expectRefused(request, `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`))
  await test.step('HS256', async () => {
    const secret = new TextEncoder().encode('agenda-agenda-agenda-agenda-agenda')
    const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret)
    await expectRefused(request, hs256)
  })
  await test.step('signed with a foreign RS256 key', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey)
    await expectRefused(request, foreign)
  })
  await test.step('wrong audience: the provider access token', async () => {
    // Validly signed by a key the server trusts, but meant for the provider's audience.
    const accessToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('@@auth0spajs@@::'))
      const entry = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
        body?: { access_token?: string }
      }
      return entry.body?.access_token
    })
    expect(accessToken).toBeTruthy()
    expect(decodeJwt(accessToken ?? '').aud).not.toEqual(claims.aud)
    await expectRefused(request, accessToken)
  })
})
