import { describe, expect, it } from 'vitest'
import { alertMail, digestMail, type AlertMailEntry } from './alert-mail'
import { alertPush } from './alert-push'

const NOW = new Date('2026-12-04T12:00:00Z')
const PUBLIC_URL = 'https://agenda.example'

const anEntry = (overrides: Partial<AlertMailEntry> = {}): AlertMailEntry => ({
  eventId: 'zahlen',
  title: 'Arbeitsmarktzahlen November',
  startsAt: new Date('2026-12-05T09:00:00Z'),
  change: 'created',
  embargoAt: null,
  ...overrides,
})

const section = (entries: AlertMailEntry[]) => ({
  searchName: 'Wirtschaft',
  entries,
  unsubscribeLink: `${PUBLIC_URL}/abmelden`,
})

const mailOf = (entries: AlertMailEntry[]) =>
  alertMail({ to: 'clara@example.org', publicUrl: PUBLIC_URL, now: NOW, ...section(entries) })

describe('the alert mail', () => {
  it('names a Sperrfrist still ahead under the entry, in text and HTML', () => {
    const mail = mailOf([anEntry({ embargoAt: new Date('2026-12-05T09:00:00Z') })])
    const notice = 'Sperrfrist bis Samstag, 5. Dezember 2026 um 10:00 Uhr MEZ'
    expect(mail.text).toContain(
      `Samstag, 5. Dezember 2026 um 10:00 (neu): Arbeitsmarktzahlen November\n${notice}\n`,
    )
    expect(mail.html).toContain(`<br><strong>${notice}</strong>`)
  })

  it('says nothing of an embargo that has passed', () => {
    const mail = mailOf([anEntry({ embargoAt: new Date('2026-12-04T11:59:00Z') })])
    expect(mail.text).not.toContain('Sperrfrist')
    expect(mail.html).not.toContain('Sperrfrist')
  })

  it('names it in the digest too', () => {
    const mail = digestMail({
      to: 'clara@example.org',
      publicUrl: PUBLIC_URL,
      now: NOW,
      sections: [section([anEntry({ embargoAt: new Date('2026-12-05T09:00:00Z') })])],
    })
    expect(mail.text).toContain('Sperrfrist bis Samstag, 5. Dezember 2026 um 10:00 Uhr MEZ')
  })
})

describe('the alert push', () => {
  it('adds the short Sperrfrist to the notice while it holds', () => {
    const embargoed = anEntry({ embargoAt: new Date('2026-12-05T09:00:00Z') })
    expect(alertPush('s1', 'Wirtschaft', [embargoed], NOW).body).toBe(
      'Samstag, 5. Dezember 2026 um 10:00 · Arbeitsmarktzahlen November (neu, Sperrfrist bis 05.12., 10:00 Uhr)',
    )
    const passed = new Date('2026-12-05T10:00:00Z')
    expect(alertPush('s1', 'Wirtschaft', [embargoed], passed).body).not.toContain('Sperrfrist')
  })
})
