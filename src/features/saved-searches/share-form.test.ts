import { describe, expect, it } from 'vitest'
import { parseShareForm } from './share-form'

describe('the share form', () => {
  it('takes addresses separated by commas, semicolons, spaces or lines, each once', () => {
    expect(parseShareForm('a@x.de, b@x.de;c@x.de\nd@x.de A@x.de', '')).toEqual({
      request: { recipients: ['a@x.de', 'b@x.de', 'c@x.de', 'd@x.de'] },
    })
  })

  it('sends a message only when it says something', () => {
    expect(parseShareForm('a@x.de', 'Schau mal')).toEqual({
      request: { recipients: ['a@x.de'], message: 'Schau mal' },
    })
    expect(parseShareForm('a@x.de', '  ')).toEqual({ request: { recipients: ['a@x.de'] } })
  })

  it('names the first address that is not one', () => {
    expect(parseShareForm('a@x.de, kein-at.de', '')).toEqual({
      error: '„kein-at.de“ ist keine gültige E-Mail-Adresse.',
    })
  })

  it('asks for 1 to 20 addresses', () => {
    const ask = { error: 'Bitte geben Sie 1 bis 20 E-Mail-Adressen an.' }
    expect(parseShareForm('  ', '')).toEqual(ask)
    const many = Array.from({ length: 21 }, (_, index) => `p${index}@x.de`).join(',')
    expect(parseShareForm(many, '')).toEqual(ask)
  })

  it('refuses a message over 1000 characters as the server would', () => {
    expect(parseShareForm('a@x.de', 'x'.repeat(1001))).toHaveProperty(
      'error',
      expect.stringContaining('Nachricht'),
    )
  })
})
