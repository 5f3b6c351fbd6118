import { describe, expect, it } from 'vitest'
import { scrubDeep, scrubEvent, scrubText } from './scrub'

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMiLCJlbWFpbCI6ImFAYi5kZSJ9.c2lnbmF0dXJlX3BhcnQ'

describe('scrubbing error reports', () => {
  it('takes tokens out of URLs and keeps the rest', () => {
    expect(
      scrubText(
        'https://agenda.test/useradmin/user-profile/mode?access_token=abc.def&isZenMode=true',
      ),
    ).toBe('https://agenda.test/useradmin/user-profile/mode?access_token=[entfernt]&isZenMode=true')
    expect(scrubText('/app/callback?code=xyz&state=s1#id_token=t')).toBe(
      '/app/callback?code=[entfernt]&state=[entfernt]#id_token=[entfernt]',
    )
  })

  it('takes out bearer tickets, bare JWTs and e-mail addresses', () => {
    expect(scrubText(`Authorization: Bearer ${JWT}`)).toBe('Authorization: Bearer [entfernt]')
    expect(scrubText(`ticket ${JWT} expired`)).toBe('ticket [entfernt] expired')
    expect(scrubText('Keine Adresse rita.redaktion+x@agenda.test bekannt')).toBe(
      'Keine Adresse [entfernt] bekannt',
    )
  })

  it('empties secret fields at any depth and drops the user', () => {
    const event = {
      user: { email: 'a@b.de', id: '42' },
      request: { url: '/x?ticket=1', headers: { Authorization: 'Bearer 1', Accept: 'json' } },
      breadcrumbs: [{ data: { url: '/filters?access_token=2' }, message: 'für a@b.de' }],
      extra: { email: 'c@d.de' },
    }
    const scrubbed = scrubEvent(event)
    expect(scrubbed).toEqual({
      request: {
        url: '/x?ticket=[entfernt]',
        headers: { Authorization: '[entfernt]', Accept: 'json' },
      },
      breadcrumbs: [
        { data: { url: '/filters?access_token=[entfernt]' }, message: 'für [entfernt]' },
      ],
      extra: { email: '[entfernt]' },
    })
    expect(JSON.stringify(scrubbed)).not.toMatch(/@|Bearer 1/)
  })

  it('leaves numbers, booleans and nulls alone', () => {
    expect(scrubDeep({ a: 1, b: false, c: null })).toEqual({ a: 1, b: false, c: null })
  })
})
