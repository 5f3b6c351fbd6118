import { describe, expect, it } from 'vitest'
import { parseRecipients } from './recipients'

describe('share recipients', () => {
  it('takes addresses separated by commas, semicolons, spaces or lines, each once', () => {
    expect(parseRecipients('a@x.de, b@x.de;c@x.de\nd@x.de a@x.de')).toEqual({
      recipients: ['a@x.de', 'b@x.de', 'c@x.de', 'd@x.de'],
    })
  })

  it('names the first address that is not one', () => {
    expect(parseRecipients('a@x.de, kein-at.de')).toEqual({
      error: '„kein-at.de“ ist keine gültige E-Mail-Adresse.',
    })
  })

  it('asks for at least one and at most 20 addresses', () => {
    expect(parseRecipients('  ')).toHaveProperty('error')
    const many = Array.from({ length: 21 }, (_, index) => `p${index}@x.de`).join(',')
    expect(parseRecipients(many)).toEqual({
      error: 'Bitte geben Sie höchstens 20 E-Mail-Adressen an.',
    })
  })
})
