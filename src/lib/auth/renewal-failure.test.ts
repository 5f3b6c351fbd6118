import { describe, expect, it } from 'vitest'
import { renewalFailureEndsSession } from './renewal-failure'
import { UseradminError } from './useradmin-api'

const providerError = (code: string) => Object.assign(new Error(code), { error: code })

describe('renewalFailureEndsSession', () => {
  it('ends the session when the server or the provider refuses for good', () => {
    expect(renewalFailureEndsSession(new UseradminError(401, 'ACCESS_TOKEN_REVOKED', 'x'))).toBe(
      true,
    )
    expect(renewalFailureEndsSession(new UseradminError(403, 'X', 'x'))).toBe(true)
    expect(renewalFailureEndsSession(providerError('login_required'))).toBe(true)
    expect(renewalFailureEndsSession(providerError('missing_refresh_token'))).toBe(true)
    expect(renewalFailureEndsSession(providerError('invalid_grant'))).toBe(true)
  })

  it('keeps the session when the connection failed or the page is being left', () => {
    expect(renewalFailureEndsSession(new TypeError('Failed to fetch'))).toBe(false)
    expect(renewalFailureEndsSession(new DOMException('aborted', 'AbortError'))).toBe(false)
    expect(renewalFailureEndsSession(providerError('timeout'))).toBe(false)
    expect(renewalFailureEndsSession(new UseradminError(502, 'BAD_GATEWAY', 'x'))).toBe(false)
  })
})
