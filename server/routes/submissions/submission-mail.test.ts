import { describe, expect, it } from 'vitest'
import { submissionMail, submissionWhen } from './submission-mail'

describe('submission confirmation mail', () => {
  it('names the reference, title and time in text and escaped HTML', () => {
    const mail = submissionMail({
      to: 'erika@example.org',
      name: 'Erika <Muster>',
      reference: 'AG-2027-000042',
      title: 'Lesung & Gespräch',
      when: submissionWhen({
        startDay: '2027-03-15',
        endDay: '2027-03-15',
        isWholeDay: false,
        startTime: '19:00',
        endTime: '21:00',
      }),
    })
    expect(mail.to).toBe('erika@example.org')
    expect(mail.subject).toBe('Ihre Einreichung AG-2027-000042: Lesung & Gespräch')
    expect(mail.text).toContain('Vorgangsnummer: AG-2027-000042')
    expect(mail.text).toContain('Wann: 2027-03-15, 19:00–21:00 Uhr')
    expect(mail.html).toContain('Lesung &amp; Gespräch')
    expect(mail.html).toContain('Erika &lt;Muster&gt;')
    expect(mail.html).not.toContain('<Muster>')
  })

  it('says ganztägig for whole days over several days', () => {
    expect(submissionWhen({ startDay: '2027-03-15', endDay: '2027-03-17', isWholeDay: true })).toBe(
      '2027-03-15 bis 2027-03-17, ganztägig',
    )
  })
})
