import { describe, expect, it } from 'vitest'
import { followMail, followPush, type FollowNotice } from './follow-messages'

const NOW = new Date('2026-12-06T09:00:00Z')
const notice: FollowNotice = {
  eventId: 'haushalt/1',
  state: {
    title: 'Pressekonferenz <Haushalt>',
    startTime: '2026-12-07T10:30:00.000Z',
    endTime: '2026-12-07T11:30:00.000Z',
    isWholeDay: false,
    place: 'Bundespressekonferenz, Berlin',
    status: 'planned',
  },
  detail: 'verschoben von 10:00 auf 11:30',
  embargoAt: new Date('2026-12-07T08:00:00Z'),
}

describe('follow notices', () => {
  it('mails what changed, the time and place now, a Sperrfrist ahead and the link', () => {
    const mail = followMail('rita@example.org', notice, 'https://agenda.example', NOW)
    expect(mail.subject).toBe('„Pressekonferenz <Haushalt>“: verschoben von 10:00 auf 11:30')
    expect(mail.text).toContain(
      'ein Termin, dem Sie folgen, hat sich geändert: verschoben von 10:00 auf 11:30.',
    )
    expect(mail.text).toContain(
      'Jetzt: Montag, 7. Dezember 2026 um 11:30, Bundespressekonferenz, Berlin',
    )
    expect(mail.text).toContain('Sperrfrist bis Montag, 7. Dezember 2026 um 09:00 Uhr MEZ')
    expect(mail.text).toContain('https://agenda.example/app/events/standard/detail/haushalt%2F1')
    expect(mail.html).toContain('Pressekonferenz &lt;Haushalt&gt;')
    expect(mail.html).not.toContain('<Haushalt>')
  })

  it('pushes a short notice that a newer change of the entry replaces', () => {
    expect(followPush(notice, NOW)).toEqual({
      title: 'Gefolgter Termin: verschoben von 10:00 auf 11:30',
      body: 'Pressekonferenz <Haushalt> · Sperrfrist bis 07.12., 09:00 Uhr',
      url: '/app/events/standard/detail/haushalt%2F1',
      tag: 'follow-haushalt/1',
    })
  })

  it('leaves out a Sperrfrist that has passed', () => {
    const later = new Date('2026-12-07T09:00:00Z')
    expect(followPush(notice, later).body).toBe('Pressekonferenz <Haushalt>')
    expect(followMail('rita@example.org', notice, 'https://a.example', later).text).not.toContain(
      'Sperrfrist',
    )
  })
})
