// Signing out as the app does it (our sign-out, the provider's revocation, the provider's logout)
// leaves nothing usable: not the ticket or its renewals, the access token, or the refresh token.
import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL } from '../../../tests/support/server/test-app'
import {
  APP_SCOPE,
  ProviderBrowser,
  REDIRECT_URI,
  pathOf,
} from '../../../tests/support/server/provider-sign-in'

describe.each(databaseModes())('sign-out on %s', (mode) => {
  const suite = setUpTestApp(mode)

  const exchange = (accessToken: string, currentTicket?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      payload: { access_token: accessToken },
      headers: currentTicket ? { authorization: `Bearer ${currentTicket}` } : {},
    })
  const ticketOf = async (accessToken: string, currentTicket?: string) =>
    (await exchange(accessToken, currentTicket)).json<{ ticket: string }>().ticket
  const listFilters = (ticket: string) =>
    suite.app.inject({
      url: '/filters/api/v1/filters?sort=order&size=1000',
      headers: { authorization: `Bearer ${ticket}` },
    })
  const signOut = (ticket: string, accessToken?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/useradmin/sign-out',
      headers: { authorization: `Bearer ${ticket}` },
      payload: accessToken ? { access_token: accessToken } : {},
    })
  const refresh = (browser: ProviderBrowser, refreshToken: string) =>
    browser.postForm('/idp/oauth/token', {
      grant_type: 'refresh_token',
      client_id: 'agenda-web',
      refresh_token: refreshToken,
      redirect_uri: REDIRECT_URI,
      audience: 'https://agenda.api/',
      scope: APP_SCOPE,
    })
  const revokeRefreshToken = (browser: ProviderBrowser, refreshToken: string) =>
    browser.postForm('/idp/oauth/revoke', {
      client_id: 'agenda-web',
      token: refreshToken,
      token_type_hint: 'refresh_token',
    })
  async function providerLogout(browser: ProviderBrowser) {
    const logout = await browser.get(
      `/idp/v2/logout?client_id=agenda-web&returnTo=${encodeURIComponent(TEST_PUBLIC_URL)}`,
    )
    const [, action = '', xsrf = ''] =
      logout.body.match(/action="([^"]+)"[\s\S]*?name="xsrf" value="([^"]+)"/) ?? []
    return browser.postForm(pathOf(action), { xsrf, logout: 'yes' })
  }

  it('refuses the ticket and every renewal of it with 401 TICKET_REVOKED', async () => {
    const tokens = await new ProviderBrowser(suite.app).signIn('redaktion+out1@agenda.test')
    const first = await ticketOf(tokens.access_token)
    const renewed = await ticketOf(tokens.access_token, first)
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(first).sid)
    expect((await listFilters(renewed)).statusCode).toBe(200)

    expect((await signOut(renewed)).statusCode).toBe(204)

    for (const ticket of [first, renewed]) {
      const response = await listFilters(ticket)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'TICKET_REVOKED' })
    }
  })

  it('refuses the access token handed in at sign-out with 401 ACCESS_TOKEN_REVOKED', async () => {
    const tokens = await new ProviderBrowser(suite.app).signIn('redaktion+out2@agenda.test')
    const ticket = await ticketOf(tokens.access_token)
    expect((await signOut(ticket, tokens.access_token)).statusCode).toBe(204)
    const response = await exchange(tokens.access_token)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'ACCESS_TOKEN_REVOKED' })
  })

  it('refuses the refresh token once the app revoked it and logged out', async () => {
    const browser = new ProviderBrowser(suite.app)
    const tokens = await browser.signIn('redaktion+out3@agenda.test')
    const refreshToken = tokens.refresh_token ?? ''
    const ticket = await ticketOf(tokens.access_token)

    expect((await signOut(ticket, tokens.access_token)).statusCode).toBe(204)
    expect((await revokeRefreshToken(browser, refreshToken)).statusCode).toBe(200)
    expect((await providerLogout(browser)).statusCode).toBe(303)

    const refreshed = await refresh(browser, refreshToken)
    expect(refreshed.statusCode).toBe(400)
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' })
    const silent = await browser.authorize({ prompt: 'none', response_mode: 'web_message' })
    expect(silent.body).toContain('login_required')
  })

  it('keeps the refresh token a logout alone leaves, which is why the app revokes it', async () => {
    const browser = new ProviderBrowser(suite.app)
    const tokens = await browser.signIn('redaktion+out4@agenda.test')
    expect((await providerLogout(browser)).statusCode).toBe(303)
    expect((await refresh(browser, tokens.refresh_token ?? '')).statusCode).toBe(200)
  })

  it('lets a restricted account sign out too', async () => {
    const tokens = await new ProviderBrowser(suite.app).signIn('inaktiv+out5@agenda.test')
    const ticket = await ticketOf(tokens.access_token)
    expect((await signOut(ticket, tokens.access_token)).statusCode).toBe(204)
    expect((await listFilters(ticket)).json()).toMatchObject({ code: 'TICKET_REVOKED' })
  })

  it('ends only this sign-in: the same user elsewhere and other users stay signed in', async () => {
    const email = 'redaktion+out6@agenda.test'
    const here = await new ProviderBrowser(suite.app).signIn(email)
    const elsewhere = await new ProviderBrowser(suite.app).signIn(email)
    const colleague = await new ProviderBrowser(suite.app).signIn('kollegin+out6@agenda.test')
    const hereTicket = await ticketOf(here.access_token)
    const elsewhereTicket = await ticketOf(elsewhere.access_token)

    // A colleague's access token handed in with this ticket is not this user's to revoke.
    expect((await signOut(hereTicket, colleague.access_token)).statusCode).toBe(204)

    expect((await listFilters(elsewhereTicket)).statusCode).toBe(200)
    expect((await exchange(elsewhere.access_token)).statusCode).toBe(200)
    expect((await exchange(colleague.access_token)).statusCode).toBe(200)
  })

  it('starts a new session when the ticket sent along belongs to someone else', async () => {
    const mine = await new ProviderBrowser(suite.app).signIn('redaktion+out7@agenda.test')
    const theirs = await new ProviderBrowser(suite.app).signIn('kollegin+out7@agenda.test')
    const theirTicket = await ticketOf(theirs.access_token)
    const myTicket = await ticketOf(mine.access_token, theirTicket)
    expect(decodeJwt(myTicket).sid).not.toBe(decodeJwt(theirTicket).sid)
  })

  it('refuses a sign-out without a ticket with 401 UNAUTHENTICATED', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/useradmin/sign-out',
      payload: {},
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})
