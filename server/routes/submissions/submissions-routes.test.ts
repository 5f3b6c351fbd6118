import { beforeAll, describe, expect, it } from 'vitest'
import type { EventSubmission } from '../../../domain/event-submission'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser } from '../../../tests/support/server/test-users'
import { SUBMISSIONS_PER_HOUR } from './submissions-routes'

const SUBMISSIONS = '/events/api/v1/submissions'

const webinar: EventSubmission = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Webinar Wärmepumpen im Altbau',
  description: 'Fachleute beantworten Fragen.',
  when: {
    startDay: '2026-12-08',
    endDay: '2026-12-08',
    isWholeDay: false,
    startTime: '18:00',
    endTime: '19:30',
  },
  accessLink: 'https://stream.example.org/waermepumpen',
  organiser: 'Verbraucherzentrale',
  deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
  ressort: 'wirtschaft',
  links: [],
}

describe.each(databaseModes())('the submissions API on %s', (mode) => {
  const suite = setUpTestApp(mode)
  const send = (ticket: string, payload: object, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: SUBMISSIONS,
      headers: { authorization: `Bearer ${ticket}`, ...headers },
      payload,
    })
  const mine = async (ticket: string) => {
    const response = await suite.app.inject({
      url: `${SUBMISSIONS}/mine`,
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { submissions: { id: string; reference: string }[] }).submissions
  }

  beforeAll(async () => {
    await insertEvents(suite.database, [
      anEvent({
        id: 'waermepumpen',
        title: 'Wärmepumpen im Altbau: Online-Sprechstunde',
        startsAt: new Date('2026-12-08T17:00:00Z'),
        endsAt: new Date('2026-12-08T18:00:00Z'),
      }),
    ])
  })

  it('stores a submission with its reference, state „neu“ and the duplicates found', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Pressestelle')
    const response = await send(ticket, webinar)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^AG-\d{4}-\d{6}$/),
      state: 'neu',
      duplicates: [
        {
          kind: 'event',
          id: 'waermepumpen',
          title: 'Wärmepumpen im Altbau: Online-Sprechstunde',
          startTime: '2026-12-08T17:00:00.000Z',
          score: expect.any(Number),
          reason: 'similar-title',
        },
      ],
    })
  })

  it('checks duplicates of a submission as far as it is typed', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Verband')
    const response = await suite.app.inject({
      method: 'POST',
      url: `${SUBMISSIONS}/duplicates`,
      headers: { authorization: `Bearer ${ticket}` },
      payload: { title: 'Wärmepumpen im Altbau', when: webinar.when, organiser: '' },
    })
    expect(response.statusCode).toBe(200)
    const { duplicates } = response.json() as { duplicates: { id: string }[] }
    expect(duplicates.map(({ id }) => id)).toContain('waermepumpen')
  })

  it('refuses a faulty submission with a German sentence per field', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Agentur')
    const response = await send(ticket, {
      ...webinar,
      title: '<script>alert(1)</script>',
      accessLink: undefined,
      links: [{ url: 'ftp://example.org/datei' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_SUBMISSION',
      message: expect.stringMatching(/^Bitte prüfen Sie Ihre Angaben: /),
      fields: {
        title: 'Der Titel muss 1 bis 200 Zeichen lang sein (ohne Zeilenumbrüche und ohne HTML).',
        'links/0/url': 'Der Link muss eine Adresse mit http:// oder https:// sein.',
      },
    })
    expect(await mine(ticket)).toEqual([])
  })

  it.each([
    ['only zero-width spaces', '\u200B\u200B\u200B'],
    ['a right-to-left override', 'Lesung\u202Etxt.exe'],
  ])('refuses a title of %s, before it reaches the agenda', async (_what, title) => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Unsichtbar')
    const response = await send(ticket, { ...webinar, title })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_SUBMISSION',
      fields: {
        title:
          'Der Titel enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
      },
    })
    expect(await mine(ticket)).toEqual([])
  })

  it.each([
    [
      'whole days ending the day before they start',
      { startDay: '2026-12-20', endDay: '2026-12-19', isWholeDay: true },
      { 'when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' },
    ],
    [
      'an Ende before the Beginn of the same day',
      { ...webinar.when, endTime: '17:00' },
      { 'when/endTime': 'Das Ende muss nach dem Beginn liegen.' },
    ],
    [
      'an Ende at the very Beginn',
      { ...webinar.when, endTime: '18:00' },
      { 'when/endTime': 'Das Ende muss nach dem Beginn liegen.' },
    ],
  ])('refuses %s, naming the field', async (_what, when, fields) => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Rückwärts')
    const response = await send(ticket, { ...webinar, when })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_SUBMISSION',
      message: `Bitte prüfen Sie Ihre Angaben: ${Object.values(fields).join(' ')}`,
      fields,
    })
    expect(await mine(ticket)).toEqual([])
  })

  it('refuses a body that is not JSON with its own code', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Kaputt')
    const response = await suite.app.inject({
      method: 'POST',
      url: SUBMISSIONS,
      headers: { authorization: `Bearer ${ticket}`, 'content-type': 'application/json' },
      payload: '{"title":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_JSON',
      message: 'Die Anfrage enthält kein gültiges JSON.',
    })
  })

  it('stores a submission once for one Idempotency-Key', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Outbox')
    const key = { 'idempotency-key': 'submission-1' }
    const first = await send(ticket, webinar, key)
    const again = await send(ticket, webinar, key)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await mine(ticket)).toHaveLength(1)
  })

  it(`takes at most ${SUBMISSIONS_PER_HOUR} submissions an hour per account`, async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Vielsender')
    for (let count = 0; count < SUBMISSIONS_PER_HOUR; count += 1) {
      expect((await send(ticket, webinar)).statusCode).toBe(201)
    }
    const refused = await send(ticket, webinar)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 'SUBMISSION_LIMIT',
      message: `Sie haben in der letzten Stunde bereits ${SUBMISSIONS_PER_HOUR} Termine eingereicht. Bitte versuchen Sie es später erneut.`,
    })
    const other = await createTestUser(suite.app, suite.database, 'Andere')
    expect((await send(other.ticket, webinar)).statusCode).toBe(201)
  })

  it('lists only the submitter’s own submissions, newest first', async () => {
    const alice = await createTestUser(suite.app, suite.database, 'Alice')
    const bob = await createTestUser(suite.app, suite.database, 'Bob')
    const first = (await send(alice.ticket, webinar)).json() as { id: string }
    const second = (await send(alice.ticket, { ...webinar, title: 'Zweites Webinar' })).json() as {
      id: string
    }
    await send(bob.ticket, webinar)
    const own = await mine(alice.ticket)
    expect(own.map(({ id }) => id)).toEqual([second.id, first.id])
    expect(own[1]).toMatchObject({
      title: webinar.title,
      state: 'neu',
      startTime: '2026-12-08T17:00:00.000Z',
      endTime: '2026-12-08T18:30:00.000Z',
      isWholeDay: false,
    })
  })

  it('refuses an inactive account', async () => {
    const { ticket } = await createTestUser(suite.app, suite.database, 'Inaktiv', {
      accessStatus: 'inactive',
    })
    const response = await send(ticket, webinar)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'ACCESS_INACTIVE' })
  })
})
