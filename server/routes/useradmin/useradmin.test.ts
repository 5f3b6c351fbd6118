import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { users } from '../../db/schema/index'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { ProviderBrowser } from '../../../tests/support/server/provider-sign-in'

describe.each(databaseModes())('user admin with the embedded provider on %s', (mode) => {
  const suite = setUpTestApp(mode)

  const exchange = (accessToken: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      payload: { access_token: accessToken },
    })
  const ticketFor = async (email: string) => {
    const tokens = await new ProviderBrowser(suite.app).signIn(email)
    const response = await exchange(tokens.access_token)
    expect(response.statusCode).toBe(200)
    return (response.json() as { ticket: string }).ticket
  }
  const setMode = (ticket: string, isZenMode: boolean, idempotencyKey?: string) =>
    suite.app.inject({
      url: `/useradmin/user-profile/mode?access_token=${ticket}&isZenMode=${isZenMode}`,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    })

  it('trades the provider access token for a ticket with the profile claims', async () => {
    const claims = decodeJwt(await ticketFor('redaktion@agenda.test'))
    expect(claims).toMatchObject({
      sub: 'demo-redaktion',
      account_id: 'demo-redaktion',
      accessStatus: 'active',
      agendaPlus: true,
      sector: ['media'],
      termsAndConditions: true,
    })
    expect(claims).not.toHaveProperty('isZenMode')
    expect(new Date(String(claims.createdAt)).getFullYear()).toBeLessThan(new Date().getFullYear())
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
  })

  it('carries each demo account’s profile into its ticket', async () => {
    expect(decodeJwt(await ticketFor('zen@agenda.test')).isZenMode).toBe(true)
    expect(decodeJwt(await ticketFor('inaktiv@agenda.test')).accessStatus).toBe('inactive')
    expect(decodeJwt(await ticketFor('basis@agenda.test')).agendaPlus).toBe(false)
  })

  it('rejects a token that is not the provider’s access token for our API', async () => {
    const tokens = await new ProviderBrowser(suite.app).signIn('redaktion@agenda.test')
    for (const token of [tokens.id_token, 'not-a-jwt', `${tokens.access_token.slice(0, -4)}AAAA`]) {
      const response = await exchange(token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'INVALID_ACCESS_TOKEN', message: expect.any(String) })
    }
  })

  it('rejects an expired access token after the 60 s leeway', async () => {
    const tokens = await new ProviderBrowser(suite.app).signIn('redaktion@agenda.test')
    const expiresAt = Number(decodeJwt(tokens.access_token).exp) * 1000
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(expiresAt + 30_000)
      expect((await exchange(tokens.access_token)).statusCode).toBe(200)
      vi.setSystemTime(expiresAt + 61_000)
      const response = await exchange(tokens.access_token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('records the terms consent and answers a ticket that says so', async () => {
    const ticket = await ticketFor('neu@agenda.test')
    expect(decodeJwt(ticket).termsAndConditions).toBe(false)
    const response = await suite.app.inject({
      method: 'POST',
      url: '/useradmin/terms-consent',
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(response.statusCode).toBe(200)
    expect(decodeJwt(response.json().ticket).termsAndConditions).toBe(true)
    expect(decodeJwt(await ticketFor('neu@agenda.test')).termsAndConditions).toBe(true)
  })

  it('answers the consent with a ticket that ends when the one it replaces ends', async () => {
    const ticket = await ticketFor('neu+consent@agenda.test')
    const { exp, sid } = decodeJwt(ticket)
    // Without the provider, a ticket must not buy itself time: only a provider token renews.
    vi.useFakeTimers({ now: Date.now() + 600_000, toFake: ['Date'] })
    try {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/useradmin/terms-consent',
        headers: { authorization: `Bearer ${ticket}` },
      })
      expect(response.statusCode).toBe(200)
      const renewed = decodeJwt(response.json().ticket)
      expect(renewed.termsAndConditions).toBe(true)
      expect(renewed.sid).toBe(sid)
      expect(renewed.exp).toBe(exp)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stores the zen preference given with the ticket in the query', async () => {
    const ticket = await ticketFor('kollegin@agenda.test')
    const response = await setMode(ticket, true)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isZenMode: true })
    expect(decodeJwt(await ticketFor('kollegin@agenda.test')).isZenMode).toBe(true)
    expect((await setMode(ticket, false)).json()).toEqual({ isZenMode: false })
  })

  it('answers a repeated mode change with the first answer without storing it again', async () => {
    const ticket = await ticketFor('kollegin+replay@agenda.test')
    expect((await setMode(ticket, true, 'zen-1')).json()).toEqual({ isZenMode: true })
    await setMode(ticket, false)
    const repeat = await setMode(ticket, true, 'zen-1')
    expect(repeat.json()).toEqual({ isZenMode: true })
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    const [stored] = await suite.database.db
      .select({ isZenMode: users.isZenMode })
      .from(users)
      .where(eq(users.email, 'kollegin+replay@agenda.test'))
    expect(stored?.isZenMode).toBe(false)
  })

  it('remembers the closed zen prompt in the account and its next tickets', async () => {
    const ticket = await ticketFor('kollegin+prompt@agenda.test')
    expect(decodeJwt(ticket)).not.toHaveProperty('zenPromptDismissed')
    const response = await suite.app.inject({
      method: 'POST',
      url: '/useradmin/user-profile/zen-prompt-dismissal',
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ zenPromptDismissed: true })
    expect(decodeJwt(await ticketFor('kollegin+prompt@agenda.test')).zenPromptDismissed).toBe(true)
  })

  it('stores the default view in the account and its next tickets; refuses an unknown one', async () => {
    const ticket = await ticketFor('kollegin+view@agenda.test')
    expect(decodeJwt(ticket)).not.toHaveProperty('defaultView')
    const change = (defaultView: unknown) =>
      suite.app.inject({
        method: 'PATCH',
        url: '/useradmin/user-profile',
        headers: { authorization: `Bearer ${ticket}` },
        payload: { defaultView },
      })
    const response = await change('monthly')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ defaultView: 'monthly' })
    expect(decodeJwt(await ticketFor('kollegin+view@agenda.test')).defaultView).toBe('monthly')

    const unknown = await change('daily')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(decodeJwt(await ticketFor('kollegin+view@agenda.test')).defaultView).toBe('monthly')
  })

  it('refuses the mode change without a valid ticket', async () => {
    const missing = await suite.app.inject({ url: '/useradmin/user-profile/mode?isZenMode=true' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    const forged = await setMode('eyJhbGciOiJub25lIn0.e30.', true)
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toMatchObject({ code: 'INVALID_TICKET' })
  })
})
