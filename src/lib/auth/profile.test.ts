import { describe, expect, it, vi } from 'vitest'
import { decodeProfile } from './profile'

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const ticket = (claims: unknown) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`

describe('decodeProfile', () => {
  it('reads the claims of a ticket, UTF-8 and base64url included', () => {
    const claims = { sub: 'u1', exp: 2_000_000_000, name: 'Jörg Müller ~?>' }
    expect(decodeProfile(ticket(claims))).toEqual(claims)
  })

  it('refuses what is not a ticket with exp and sub', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(decodeProfile('a.b')).toBeNull()
    expect(decodeProfile('a..c')).toBeNull()
    expect(decodeProfile(`a.${base64url('not json')}.c`)).toBeNull()
    expect(decodeProfile(ticket([1]))).toBeNull()
    expect(decodeProfile(ticket({ sub: 'u1' }))).toBeNull()
    expect(decodeProfile(ticket({ exp: 1 }))).toBeNull()
  })
})
