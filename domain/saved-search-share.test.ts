import { describe, expect, it } from 'vitest'
import { refusalMessage } from './refusal-message'
import { cleanRecipients, ShareRequestSchema } from './saved-search-share'

const share = (recipients: unknown[], message?: string) => ({
  recipients,
  ...(message === undefined ? {} : { message }),
})

describe('a share request', () => {
  it.each(['kollegin@agenda.test', 'a.b+c@sub.redaktion.de', `${'x'.repeat(240)}@agenda.test`])(
    'takes the address %s',
    (address) => {
      expect(refusalMessage(ShareRequestSchema, share([address]))).toBeNull()
    },
  )

  it.each([
    'kollegin@',
    'kol legin@agenda.test',
    'a@agenda.test, b@agenda.test',
    'a@agenda.test\nBcc: x@y.de',
    `${'x'.repeat(250)}@agenda.test`,
  ])('refuses %j, naming it', (address) => {
    expect(refusalMessage(ShareRequestSchema, share([address]))).toBe(
      `„${address.slice(0, 100)}“ ist keine gültige E-Mail-Adresse.`,
    )
  })

  it('takes 1 to 20 addresses', () => {
    const addresses = (count: number) =>
      Array.from({ length: count }, (_, index) => `p${index}@agenda.test`)
    expect(refusalMessage(ShareRequestSchema, share(addresses(20)))).toBeNull()
    for (const count of [0, 21]) {
      expect(refusalMessage(ShareRequestSchema, share(addresses(count)))).toBe(
        'Bitte geben Sie 1 bis 20 E-Mail-Adressen an.',
      )
    }
  })

  it('takes a message of up to 1000 characters with line breaks, without other controls', () => {
    expect(
      refusalMessage(ShareRequestSchema, share(['a@agenda.test'], 'x'.repeat(1000))),
    ).toBeNull()
    expect(refusalMessage(ShareRequestSchema, share(['a@agenda.test'], 'Hallo\n\tdu'))).toBeNull()
    for (const message of ['x'.repeat(1001), 'Hallo\u0000']) {
      expect(refusalMessage(ShareRequestSchema, share(['a@agenda.test'], message))).toContain(
        'Nachricht',
      )
    }
  })

  it('mails each address once, trimmed and in lower case', () => {
    expect(cleanRecipients([' A@Agenda.test', 'a@agenda.test ', 'b@agenda.test'])).toEqual([
      'a@agenda.test',
      'b@agenda.test',
    ])
  })
})
