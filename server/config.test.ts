import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(8080)
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.embeddedIdp).toBe(true)
    expect(config.authDomain).toBe('http://localhost:8080/idp')
  })

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ TICKET_TTL: '5' })).toThrow(ConfigError)
  })

  it('turns the embedded provider off only with a complete Auth0 configuration', () => {
    expect(() => loadConfig({ AUTH_DOMAIN: 'https://x.eu.auth0.com' })).toThrow(/AUTH_CLIENT_ID/)
    const config = loadConfig({
      AUTH_DOMAIN: 'https://x.eu.auth0.com/',
      AUTH_CLIENT_ID: 'abc',
      AUTH_AUDIENCE: 'https://agenda',
    })
    expect(config.embeddedIdp).toBe(false)
    expect(config.authDomain).toBe('https://x.eu.auth0.com')
  })
})
