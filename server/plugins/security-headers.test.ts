import { createHash } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ProviderBrowser, pathOf } from '../../tests/support/server/provider-sign-in'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL, testConfig } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { contentSecurityDirectives } from './security-headers'

function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '')
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  )
}

function expectUnframeable(response: LightMyRequestResponse) {
  expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"])
  expect(response.headers['x-frame-options']).toBe('DENY')
}

/** Inline <script> and <style> elements; a strict policy would block them. */
const inlineCode = (html: string) => html.match(/<script(?![^>]*\ssrc=)[^>]*>|<style/g) ?? []

describe.each(databaseModes())('security headers on %s', (mode) => {
  const suite = setUpTestApp(mode)

  it('send a strict policy, nosniff and a referrer policy with the APIs and the app config', async () => {
    for (const url of ['/healthz', '/app/config.json', '/events/api/v1/openapi.json']) {
      const response = await suite.app.inject({ method: 'GET', url })
      const policy = policyOf(response)
      expect(policy.get('script-src'), url).toEqual(["'self'"])
      expect(policy.get('default-src'), url).toEqual(["'self'"])
      expect(policy.get('object-src'), url).toEqual(["'none'"])
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('same-origin')
      expect(response.headers['strict-transport-security'], url).toBeUndefined()
      expectUnframeable(response)
    }
  })

  it('allow no inline script and no framing on the login page', async () => {
    const browser = new ProviderBrowser(suite.app)
    const loginPage = await browser.get(pathOf((await browser.authorize()).headers.location))
    expect(loginPage.statusCode).toBe(200)
    expect(inlineCode(loginPage.body)).toEqual([])
    expectUnframeable(loginPage)
    const stylesheet = await browser.get('/idp/assets/pages.css')
    expect(stylesheet.headers['content-type']).toContain('text/css')
  })

  it('keep the sign-out page unframeable and free of inline script', async () => {
    const browser = new ProviderBrowser(suite.app)
    await browser.signIn('redaktion@agenda.test')
    const logout = await browser.get(
      `/idp/v2/logout?client_id=agenda-web&returnTo=${encodeURIComponent(TEST_PUBLIC_URL)}`,
    )
    expect(logout.statusCode).toBe(200)
    expect(inlineCode(logout.body)).toEqual([])
    expect(logout.body).toContain('<script src="/idp/assets/sign-out.js" defer></script>')
    expectUnframeable(logout)
    const script = await browser.get('/idp/assets/sign-out.js')
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body).toContain('button[name="logout"]')
  })

  it('send the same headers with the provider error page', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/idp/authorize?client_id=x' })
    expect(response.statusCode).toBe(400)
    expect(inlineCode(response.body)).toEqual([])
    expectUnframeable(response)
  })

  it('let only our own app frame the silent sign-in, and allow exactly its one script', async () => {
    const browser = new ProviderBrowser(suite.app)
    await browser.signIn('redaktion@agenda.test')
    const silent = await browser.authorize({ prompt: 'none', response_mode: 'web_message' })
    expect(silent.statusCode).toBe(200)
    const policy = policyOf(silent)
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(silent.headers['x-frame-options']).toBe('SAMEORIGIN')
    const [, script = ''] = /<script>([\s\S]*?)<\/script>/.exec(silent.body) ?? []
    const digest = createHash('sha256').update(script).digest('base64')
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${digest}'`])
  })
})

describe('security headers over https', () => {
  const suite = setUpTestApp('pglite', { env: { PUBLIC_URL: 'https://agenda.example' } })

  it('pin the browser to https with HSTS and upgrade insecure requests', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true)
  })
})

describe('the policy with an Auth0 tenant', () => {
  it('lets the app call and frame the tenant, and nothing else', () => {
    const directives = contentSecurityDirectives(
      testConfig({
        AUTH_DOMAIN: 'https://agenda.eu.auth0.com/',
        AUTH_CLIENT_ID: 'abc',
        AUTH_AUDIENCE: 'https://agenda.api/',
      }),
    )
    expect(directives['connect-src']).toEqual(["'self'", 'https://agenda.eu.auth0.com'])
    expect(directives['frame-src']).toEqual(["'self'", 'https://agenda.eu.auth0.com'])
    expect(directives['script-src']).toEqual(["'self'"])
  })
})

describe('the policy with analytics and error reports', () => {
  it('adds their origins only where the tracker and the reports need them', () => {
    const directives = contentSecurityDirectives(
      testConfig({
        ANALYTICS_URL: 'https://stats.example.org/matomo/',
        ERROR_REPORT_DSN: 'https://public@errors.example.org/4',
      }),
    )
    expect(directives['script-src']).toEqual(["'self'", 'https://stats.example.org'])
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://stats.example.org'])
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://agenda.test',
      'https://stats.example.org',
      'https://errors.example.org',
    ])
    expect(directives['frame-src']).not.toContain('https://stats.example.org')
  })

  it('hands the app their settings only when they are configured', async () => {
    const { loadConfig } = await import('../config')
    expect(() => loadConfig({ ERROR_REPORT_DSN: 'not a dsn' })).toThrow(/ERROR_REPORT_DSN/)
    expect(() => loadConfig({ ANALYTICS_URL: 'ftp://x' })).toThrow(/ANALYTICS_URL/)
    expect(testConfig({ ANALYTICS_URL: 'https://stats.example.org/' }).analyticsUrl).toBe(
      'https://stats.example.org',
    )
  })
})
