import { describe, expect, it } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { databaseModes } from '../../tests/support/server/test-database'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL } from '../../tests/support/server/test-app'
import {
  APP_SCOPE,
  ProviderBrowser,
  REDIRECT_URI,
  pathOf,
} from '../../tests/support/server/provider-sign-in'

describe.each(databaseModes())('sign-in through the embedded provider on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it('publishes discovery with Auth0 paths and an issuer ending in /', async () => {
    const response = await suite.app.inject({ url: '/idp/.well-known/openid-configuration' })
    expect(response.statusCode).toBe(200)
    const discovery = response.json()
    expect(discovery.issuer).toBe(`${TEST_PUBLIC_URL}/idp/`)
    expect(new URL(discovery.authorization_endpoint).pathname).toBe('/idp/authorize')
    expect(new URL(discovery.token_endpoint).pathname).toBe('/idp/oauth/token')
    expect(new URL(discovery.end_session_endpoint).pathname).toBe('/idp/v2/logout')
    expect(new URL(discovery.jwks_uri).pathname).toBe('/idp/.well-known/jwks.json')
    expect(discovery.response_modes_supported).toContain('web_message')
  })

  it('signs in with code and PKCE and answers RS256 tokens auth0-spa-js accepts', async () => {
    const browser = new ProviderBrowser(suite.app)
    const tokens = await browser.signIn('redaktion@agenda.test')
    const idToken = decodeJwt(tokens.id_token)
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256')
    expect(idToken).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/idp/`,
      aud: 'agenda-web',
      sub: 'demo-redaktion',
      nonce: 'nonce-1',
      email: 'redaktion@agenda.test',
      name: 'Rita Redaktion',
    })
    const accessToken = decodeJwt(tokens.access_token)
    expect(accessToken.aud).toBe('https://agenda.api/')
    expect(accessToken.iss).toBe(`${TEST_PUBLIC_URL}/idp/`)
    expect(accessToken.scope).toBe('read:current_user')
    expect(tokens.refresh_token).toEqual(expect.any(String))
  })

  it('refreshes with rotation: the new refresh token works, the used one no longer does', async () => {
    const browser = new ProviderBrowser(suite.app)
    const first = await browser.signIn('zen@agenda.test')
    const firstRefreshToken = first.refresh_token ?? ''
    const refresh = (token: string) =>
      browser.postForm('/idp/oauth/token', {
        grant_type: 'refresh_token',
        client_id: 'agenda-web',
        refresh_token: token,
        redirect_uri: REDIRECT_URI,
        audience: 'https://agenda.api/',
        scope: APP_SCOPE,
      })
    const renewed = await refresh(firstRefreshToken)
    expect(renewed.statusCode).toBe(200)
    const second = renewed.json()
    expect(second.id_token).toEqual(expect.any(String))
    expect(decodeJwt(second.access_token).aud).toBe('https://agenda.api/')
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await refresh(second.refresh_token)).statusCode).toBe(200)
    const reused = await refresh(firstRefreshToken)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('signs in silently with prompt=none and a web message while the session lasts', async () => {
    const browser = new ProviderBrowser(suite.app)
    await browser.signIn('redaktion@agenda.test')
    const silent = await browser.authorize({ prompt: 'none', response_mode: 'web_message' })
    expect(silent.statusCode).toBe(200)
    expect(silent.body).toContain('authorization_response')
    expect(silent.body).toMatch(/"code":"[\w-]+"/)
  })

  it('answers a silent sign-in without a session with login_required', async () => {
    const silent = await new ProviderBrowser(suite.app).authorize({
      prompt: 'none',
      response_mode: 'web_message',
    })
    expect(silent.body).toContain('login_required')
  })

  it('signs out with Auth0 returnTo and sends the browser back to the app', async () => {
    const browser = new ProviderBrowser(suite.app)
    await browser.signIn('redaktion@agenda.test')
    const logout = await browser.get(
      `/idp/v2/logout?client_id=agenda-web&returnTo=${encodeURIComponent(TEST_PUBLIC_URL)}`,
    )
    expect(logout.statusCode).toBe(200)
    expect(logout.body).toContain('lang="de"')
    const [, action = '', xsrf = ''] =
      logout.body.match(/action="([^"]+)"[\s\S]*?name="xsrf" value="([^"]+)"/) ?? []
    const confirm = await browser.postForm(pathOf(action), { xsrf, logout: 'yes' })
    expect(confirm.statusCode).toBe(303)
    expect(confirm.headers.location).toBe(`${TEST_PUBLIC_URL}/`)
    const afterwards = await browser.authorize({ prompt: 'none', response_mode: 'web_message' })
    expect(afterwards.body).toContain('login_required')
  })
})
