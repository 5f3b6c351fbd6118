import { describe, expect, it } from 'vitest'
import {
  authReducer,
  initialAuthState,
  UNREADABLE_TICKET_MESSAGE,
  type AuthState,
} from './auth-machine'
import { accessVerdict } from '@domain/agenda-access'
import { isExpiring, type Profile } from './profile'

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    sub: 'u1',
    account_id: 'u1',
    email: 'redaktion@agenda.test',
    name: 'Rita Redaktion',
    createdAt: '2024-01-01T00:00:00.000Z',
    accessStatus: 'active',
    agendaPlus: true,
    sector: ['media'],
    termsAndConditions: true,
    exp: 2_000_000_000,
    ...overrides,
  }
}

const signedIn: AuthState = { status: 'authenticated', ticket: 't1', profile: profile() }

describe('auth state machine', () => {
  it('starts loading', () => {
    expect(initialAuthState).toEqual({ status: 'loading' })
  })

  it('becomes unauthenticated when the silent check finds no session', () => {
    expect(authReducer(initialAuthState, { type: 'NO_SESSION' })).toEqual({
      status: 'unauthenticated',
    })
  })

  it('becomes authenticated with the decoded profile when a ticket arrives', () => {
    const next = authReducer(initialAuthState, {
      type: 'TICKET_ISSUED',
      ticket: 't1',
      profile: profile(),
    })
    expect(next).toEqual(signedIn)
  })

  it('replaces the ticket and profile when a renewed ticket arrives', () => {
    const renewed = profile({ exp: 2_000_003_600, termsAndConditions: true })
    expect(
      authReducer(signedIn, { type: 'TICKET_ISSUED', ticket: 't2', profile: renewed }),
    ).toEqual({ status: 'authenticated', ticket: 't2', profile: renewed })
  })

  it('has no profile when the ticket cannot be decoded', () => {
    expect(
      authReducer(initialAuthState, { type: 'TICKET_ISSUED', ticket: 'garbage', profile: null }),
    ).toEqual({ status: 'unauthenticated', error: UNREADABLE_TICKET_MESSAGE })
  })

  it('keeps the German message of a failure for the sign-in page', () => {
    expect(authReducer(signedIn, { type: 'FAILED', message: 'Zeitüberschreitung' })).toEqual({
      status: 'unauthenticated',
      error: 'Zeitüberschreitung',
    })
  })

  it('ignores late tickets once the sign-out has started', () => {
    const leaving = authReducer(signedIn, { type: 'SIGN_OUT_STARTED' })
    expect(leaving).toEqual({ status: 'signing-out' })
    expect(
      authReducer(leaving, { type: 'TICKET_ISSUED', ticket: 't3', profile: profile() }),
    ).toEqual({ status: 'signing-out' })
  })

  it('forgets the user on a local logout', () => {
    expect(authReducer(signedIn, { type: 'SIGNED_OUT' })).toEqual({ status: 'unauthenticated' })
  })
})

describe('ticket expiry', () => {
  const exp = 1_000_000
  it('treats a ticket expiring within 5 s as expired', () => {
    expect(isExpiring({ exp }, exp * 1000 - 5000)).toBe(true)
    expect(isExpiring({ exp }, exp * 1000 + 1)).toBe(true)
  })

  it('keeps a ticket with more than 5 s left', () => {
    expect(isExpiring({ exp }, exp * 1000 - 5001)).toBe(false)
  })
})

describe('access verdict', () => {
  it.each([
    [{}, 'ok'],
    [{ termsAndConditions: false }, 'consent'],
    [{ accessStatus: 'inactive' as const }, 'inactive'],
    [{ agendaPlus: false }, 'no-access'],
    [{ accessStatus: 'inactive' as const, termsAndConditions: false }, 'inactive'],
  ])('judges %o as %s', (overrides, verdict) => {
    expect(accessVerdict(profile(overrides))).toBe(verdict)
  })
})
