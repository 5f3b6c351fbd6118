import { describe, expect, it } from 'vitest'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL } from '../../tests/support/server/test-app'
import { databaseModes } from '../../tests/support/server/test-database'

describe.each(databaseModes())('the discovery document on %s', (mode) => {
  const suite = setUpTestApp(mode, { env: { TRUST_PROXY: '127.0.0.1' } })

  it('names only PUBLIC_URL, even behind a trusted proxy and with spoofed host headers', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('evil.example')
    const document = response.json<Record<string, unknown>>()
    expect(document.issuer).toBe(`${TEST_PUBLIC_URL}/idp/`)
    expect(document.authorization_endpoint).toBe(`${TEST_PUBLIC_URL}/idp/authorize`)
    expect(document.token_endpoint).toBe(`${TEST_PUBLIC_URL}/idp/oauth/token`)
    expect(document.jwks_uri).toBe(`${TEST_PUBLIC_URL}/idp/.well-known/jwks.json`)
  })
})
