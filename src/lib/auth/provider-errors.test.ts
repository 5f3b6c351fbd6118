import { GenericError, MissingRefreshTokenError, TimeoutError } from '@auth0/auth0-spa-js'
import { describe, expect, it } from 'vitest'
import { providerErrorOutcome } from './provider-errors'

describe('provider errors', () => {
  it.each([
    [new TimeoutError(), 'timeout', /zu lange/],
    [new GenericError('cancelled', 'Popup closed'), 'cancelled', /abgebrochen/],
    [new GenericError('mfa_required', 'MFA'), 'mfa_required', /Zwei-Faktor/],
    [new MissingRefreshTokenError('aud', 'scope'), 'missing_refresh_token', /abgelaufen/],
    [new GenericError('state_mismatch', 'Invalid state'), 'state_mismatch', /sicher/],
    [new GenericError('missing_transaction', 'Invalid state'), 'missing_transaction', /Browser/],
    [new GenericError('login_required', 'Login required'), 'login_required', /beendet/],
  ])('explains %s in German', (error, code, message) => {
    const outcome = providerErrorOutcome(error)
    expect(outcome.code).toBe(code)
    expect(outcome.message).toMatch(message)
  })

  it('ends the local session only when the provider session is gone', () => {
    expect(providerErrorOutcome(new GenericError('login_required', '')).localLogout).toBe(true)
    expect(providerErrorOutcome(new MissingRefreshTokenError('a', 's')).localLogout).toBe(true)
    expect(providerErrorOutcome(new TimeoutError()).localLogout).toBe(false)
  })

  it('has a general message for anything unexpected', () => {
    expect(providerErrorOutcome(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'unknown',
      message: expect.stringMatching(/fehlgeschlagen/),
    })
  })
})
