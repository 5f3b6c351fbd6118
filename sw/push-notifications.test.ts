import { describe, expect, it } from 'vitest'
import { readMessage, sameOriginUrl } from './push-notifications'

const ORIGIN = 'https://agenda.example.org'

describe('the address a notification click opens', () => {
  it('keeps addresses of the app', () => {
    expect(sameOriginUrl('/app/events/detail/7', ORIGIN)).toBe(`${ORIGIN}/app/events/detail/7`)
    expect(sameOriginUrl(`${ORIGIN}/app/settings`, ORIGIN)).toBe(`${ORIGIN}/app/settings`)
  })

  it('never leaves the app’s origin', () => {
    for (const url of [
      'https://evil.example/phish',
      '//evil.example/phish',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'http://agenda.example.org/app/',
      42,
      null,
    ]) {
      expect(sameOriginUrl(url, ORIGIN)).toBe(`${ORIGIN}/app/`)
    }
  })
})

describe('what a push shows', () => {
  const data = (json: () => unknown) => ({ json }) as unknown as PushMessageData

  it('shows the server’s title, text, address and tag', () => {
    const sent = { title: 'Neu: Bundesliga', body: 'Mi 14:00', url: '/app/x', tag: 'a-1' }
    expect(readMessage(data(() => sent))).toEqual(sent)
  })

  it('falls back to a German notice for an empty or broken payload', () => {
    const notice = {
      title: 'Agenda',
      body: 'Es gibt Neues in Ihrer Agenda.',
      url: '/app/',
      tag: 'agenda',
    }
    expect(readMessage(null)).toEqual(notice)
    expect(
      readMessage(
        data(() => {
          throw new SyntaxError('not json')
        }),
      ),
    ).toEqual(notice)
    expect(readMessage(data(() => ({ title: 42, body: ' ' })))).toEqual(notice)
  })
})
