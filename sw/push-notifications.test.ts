import { describe, expect, it } from 'vitest'
import { sameOriginUrl } from './push-notifications'

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
