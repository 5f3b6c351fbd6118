// Issue 2: our APIs accept only our own, intact ticket. Every kind of forgery (missing, tampered,
// alg none, HS256, a foreign key, the provider's access token) is refused by the server's own
// tests (server/routes/useradmin/ticket-rejection.test.ts); this checks it with a real browser's
// ticket against the running server.
import { expect, test } from '@playwright/test'
import { decodeJwt } from 'jose'
import { storedTicket } from './support/sign-in'
import { useSignedIn } from './support/signed-in'

useSignedIn('redaktion')

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

test('the API takes the browser’s ticket and refuses it once its claims are changed', async ({
  page,
  request,
}) => {
  await page.goto('/app/terms')
  const ticket = (await storedTicket(page)) ?? ''
  const [header, , signature] = ticket.split('.')
  const savedSearches = (token: string) =>
    request.get('/filters/api/v1/filters?sort=order&size=1000', {
      headers: { authorization: `Bearer ${token}` },
    })

  expect((await savedSearches(ticket)).status()).toBe(200)
  const tampered = `${header}.${base64url({ ...decodeJwt(ticket), sub: 'demo-zen' })}.${signature}`
  const refused = await savedSearches(tampered)
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({ code: 'INVALID_TICKET', message: expect.any(String) })
})
