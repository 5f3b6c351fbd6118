import { GenericError, MissingRefreshTokenError, TimeoutError } from '@auth0/auth0-spa-js'
import { describe, expect, it } from 'vitest'
import { providerErrorCode, providerSessionGone } from './provider-errors'
import { providerErrorMessage } from './provider-messages'

describe('provider errors', () => {
  it.each([
    [new TimeoutError(), 'timeout', /zu lange/],
    [new GenericError('cancelled', 'Popup closed'), 'cancelled', /abgebrochen/],
    [new GenericError('mfa_required', 'MFA'), 'mfa_required', /Zwei-Faktor/],
    [new MissingRefreshTokenError('aud', 'scope'), 'missing_refresh_token', /abgelaufen/],
    [new GenericError('invalid_grant', 'Invalid refresh token'), 'invalid_grant', /abgelaufen/],
    [new GenericError('state_mismatch', 'Invalid state'), 'state_mismatch', /sicher/],
    [new GenericError('missing_transaction', 'Invalid state'), 'missing_transaction', /Browser/],
    [new GenericError('login_required', 'Login required'), 'login_required', /beendet/],
    [new GenericError('access_denied', 'Denied'), 'access_denied', /abgelehnt/],
  ])('explains %s in German', (error, code, message) => {
    expect(providerErrorCode(error)).toBe(code)
    expect(providerErrorMessage(error)).toMatch(message)
  })

  it('ends the local session only when the provider session is gone', () => {
    expect(providerSessionGone(new GenericError('login_required', ''))).toBe(true)
    expect(providerSessionGone(new MissingRefreshTokenError('a', 's'))).toBe(true)
    expect(providerSessionGone(new GenericError('invalid_grant', ''))).toBe(true)
    expect(providerSessionGone(new TimeoutError())).toBe(false)
  })

  it('has a general message for anything unexpected', () => {
    expect(providerErrorCode(new TypeError('Failed to fetch'))).toBe('unknown')
    expect(providerErrorMessage(new TypeError('Failed to fetch'))).toMatch(/fehlgeschlagen/)
  })
})
