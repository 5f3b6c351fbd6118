import { afterEach, describe, expect, it } from 'vitest'
import { providerSessionCached } from './provider-cache'

const NOW = 1_800_000_000_000
const CLIENT = 'agenda-app'
const AUDIENCE = 'https://agenda.test/api'
const TOKEN_KEY = `@@auth0spajs@@::${CLIENT}::${AUDIENCE}::openid profile offline_access`
const USER_KEY = `@@auth0spajs@@::${CLIENT}::@@user@@`

function store(token: object | null, identity: object | null) {
  if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify(token))
  if (identity) localStorage.setItem(USER_KEY, JSON.stringify(identity))
}
const cached = () => providerSessionCached(localStorage, CLIENT, AUDIENCE, NOW)
const token = (expiresInS: number) => ({
  body: { access_token: 'a.b.c', refresh_token: 'r' },
  expiresAt: NOW / 1000 + expiresInS,
})
const identity = { id_token: 'x', decodedToken: { user: { sub: 'demo' }, claims: {} } }

afterEach(() => localStorage.clear())

describe('providerSessionCached', () => {
  it('answers from the cache while its access token has more than a minute left', () => {
    store(token(3600), identity)
    expect(cached()).toBe(true)
  })

  it('leaves it to the library when the token must be renewed or is missing', () => {
    store(token(59), identity)
    expect(cached()).toBe(false)
    localStorage.clear()
    store({ body: { refresh_token: 'r' }, expiresAt: NOW / 1000 + 3600 }, identity)
    expect(cached()).toBe(false)
    localStorage.clear()
    store(null, identity)
    expect(cached()).toBe(false)
  })

  it('leaves it to the library without an identity, with a session ceiling or unreadable entries', () => {
    store(token(3600), null)
    expect(cached()).toBe(false)
    store(null, { decodedToken: { user: { sub: 'demo' }, claims: { session_expiry: 1 } } })
    expect(cached()).toBe(false)
    localStorage.setItem(USER_KEY, '{not json')
    expect(cached()).toBe(false)
  })

  it('reads only the tokens of its own client and audience', () => {
    store(token(3600), identity)
    expect(providerSessionCached(localStorage, 'other', AUDIENCE, NOW)).toBe(false)
    expect(providerSessionCached(localStorage, CLIENT, 'https://other', NOW)).toBe(false)
  })
})
