import { foldLines } from 'ical-generator'
import { describe, expect, it } from 'vitest'
import { foldIcsLines } from './ics-fold'

const lines = [
  'SUMMARY:Kurz',
  `DESCRIPTION:${'Plenarsitzung im Thüringer Landtag – Haushalt „2027“ '.repeat(6)}`,
  `LOCATION:${'ÄÖÜß€'.repeat(40)}`,
  `X-EMOJI:${'Sitzung 🏛️ im Saal '.repeat(10)}`,
  `URL;VALUE=URI:https://agenda.example/app/events/standard/detail/${'x'.repeat(150)}`,
]

describe('folding ICS lines', () => {
  it('folds exactly as ical-generator does', () => {
    const text = `${lines.join('\r\n')}\r\n`
    expect(foldIcsLines(text)).toBe(foldLines(text))
  })

  it('keeps every folded line within 75 octets', () => {
    for (const line of foldIcsLines(lines.join('\r\n')).split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    }
  })
})
