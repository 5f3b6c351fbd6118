import { describe, expect, it } from 'vitest'
import { plural } from './plural'

const entries = { one: '# Termin', other: '# Termine' }

describe('plural', () => {
  it('words one, none and many as German does', () => {
    expect(plural(1, entries)).toBe('1 Termin')
    expect(plural(0, entries)).toBe('0 Termine')
    expect(plural(2, entries)).toBe('2 Termine')
  })

  it('writes large counts with the German thousands separator', () => {
    expect(plural(1234, entries)).toBe('1.234 Termine')
  })

  it('puts the count where the phrase says', () => {
    const waiting = { one: '# Änderung wartet', other: '# Änderungen warten' }
    expect(plural(1, waiting)).toBe('1 Änderung wartet')
    expect(plural(3, waiting)).toBe('3 Änderungen warten')
  })
})
