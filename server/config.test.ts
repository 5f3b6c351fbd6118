import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(8080)
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(config.embeddedIdp).toBe(true)
    expect(config.authDomain).toBe('http://localhost:8080/idp')
    expect(config.PUSH_SUBJECT).toBe('mailto:agenda@localhost')
    expect(config.PUSH_ALLOW_LOCAL_ENDPOINTS).toBe('false')
  })

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ TICKET_TTL: '5' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUSH_SUBJECT: 'agenda@example.org' })).toThrow(/PUSH_SUBJECT/)
    expect(() => loadConfig({ PUSH_SUBJECT: 'http://example.org' })).toThrow(/PUSH_SUBJECT/)
    expect(() => loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'yes' })).toThrow(/PUSH_ALLOW/)
    expect(loadConfig({ PUSH_SUBJECT: 'mailto:redaktion@example.org' }).PUSH_SUBJECT).toBe(
      'mailto:redaktion@example.org',
    )
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

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ])
  })

  it('refuses a TRUST_PROXY that names no addresses', () => {
    for (const value of ['true', '*', '1', '10.0.0.0/33', '10.0.0.1,evil', 'fe80::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/)
    }
  })
})
