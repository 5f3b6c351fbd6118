import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventSubmission } from '../../../domain/event-submission'
import type {
  DeskEventResponse,
  QueueResponse,
  QueueSubmission,
} from '../../../domain/planning-api'
import { submissions, users } from '../../db/schema/index'
import { readWrittenMails } from '../../mail/mail-files'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const PLANNING = '/events/api/v1/planning'
const SUBMISSIONS = '/events/api/v1/submissions'

const concert: EventSubmission = {
  attendanceMode: 'OfflineEventAttendanceMode',
  title: 'Benefizkonzert für die Tafel',
  description: 'Chöre aus der Region singen für die Tafel.',
  when: {
    startDay: '2026-12-12',
    endDay: '2026-12-12',
    isWholeDay: false,
    startTime: '19:00',
    endTime: '21:00',
  },
  place: {
    venue: 'Thomaskirche',
    street: 'Thomaskirchhof 18',
    postalCode: '04109',
    city: 'Leipzig',
    federalState: 'sn',
  },
  organiser: 'Leipziger Tafel e. V.',
  publicContact: { name: 'Pressestelle', email: 'presse@tafel.example' },
  deskContact: { name: 'Jana Krüger', email: 'jk@tafel.example', phone: '+49 341 123456' },
  ressort: 'kultur',
  links: [{ label: 'Programm', url: 'https://tafel.example/konzert' }],
}

/**
 * The tests' submissions are one concert (same place, time and link) under many titles: the
 * desk would warn of a possible duplicate each time. Tests about other things accept it so.
 */
const allowDuplicate = true

describe.each(databaseModes())('the planning desk on %s', (mode) => {
  const suite = setUpTestApp(mode, { dataDirOnDisk: true })
  let planner: TestUser
  let submitter: TestUser
  let reader: TestUser

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.ticket}` },
      ...(payload ? { payload } : {}),
    })
  const submit = async (fields: EventSubmission = concert, by = submitter) => {
    const response = await call(by, 'POST', SUBMISSIONS, fields)
    expect(response.statusCode).toBe(201)
    return response.json<{ id: string; reference: string }>()
  }
  const open = async (id: string) => {
    const response = await call(planner, 'GET', `${PLANNING}/submissions/${id}`)
    expect(response.statusCode).toBe(200)
    return response.json<QueueSubmission>()
  }
  const decide = (id: string, decision: object) =>
    call(planner, 'POST', `${PLANNING}/submissions/${id}/decision`, decision)
  const search = async (user: TestUser, words: string) => {
    const response = await call(user, 'POST', '/events/api/v1/events/search', {
      filterRules: [{ type: 'FILTER_FULLTEXT', values: [words] }],
      from: '2026-12-01T00:00:00Z',
      to: '2027-01-01T00:00:00Z',
    })
    expect(response.statusCode).toBe(200)
    return response.json<{
      items: { id: string; title: string; status: string; isTop: boolean }[]
    }>().items
  }
  const mailsTo = async (address: string) =>
    (await readWrittenMails(path.join(suite.dataDir, 'mail'))).filter((mail) =>
      mail.decoded.split(/\r?\n/).includes(`To: ${address}`),
    )

  beforeAll(async () => {
    planner = await createTestUser(suite.app, suite.database, 'Paula Planung', { isPlanner: true })
    submitter = await createTestUser(suite.app, suite.database, 'Tafel Pressestelle')
    reader = await createTestUser(suite.app, suite.database, 'Rita Redaktion')
    await insertEvents(suite.database, [
      anEvent({
        id: 'seeded-concert',
        title: 'Adventskonzert des Thomanerchors',
        description: 'Der Thomanerchor singt.',
        startsAt: new Date('2026-12-13T15:00:00Z'),
        endsAt: new Date('2026-12-13T17:00:00Z'),
        locationName: 'Thomaskirche',
        street: 'Thomaskirchhof 18',
        city: 'Leipzig',
        federalState: 'sn',
        ressorts: ['kultur'],
        contacts: [{ name: 'Chorbüro', email: 'chor@example.org' }],
      }),
    ])
  })

  it('tells the app in the ticket who is a planner', async () => {
    expect((await suite.app.tickets.verify(planner.ticket)).claims.isPlanner).toBe(true)
    expect((await suite.app.tickets.verify(reader.ticket)).claims.isPlanner).toBeUndefined()
  })

  it('takes the role from the database on every call, not from the ticket', async () => {
    const former = await createTestUser(suite.app, suite.database, 'Ehemals Planung', {
      isPlanner: true,
    })
    expect((await call(former, 'GET', `${PLANNING}/submissions`)).statusCode).toBe(200)
    await suite.database.db
      .update(users)
      .set({ isPlanner: false })
      .where(eq(users.id, former.user.id))
    expect((await call(former, 'GET', `${PLANNING}/submissions`)).statusCode).toBe(403)
  })

  it('refuses every desk call of a non-planner with 403 PLANNER_REQUIRED', async () => {
    const { id } = await submit()
    for (const [method, url, payload] of [
      ['GET', `${PLANNING}/submissions`],
      ['GET', `${PLANNING}/submissions/${id}`],
      ['POST', `${PLANNING}/submissions/${id}/decision`, { version: 1, decision: 'annehmen' }],
      ['POST', `${PLANNING}/events`, { fields: concert, isTop: false }],
      ['GET', `${PLANNING}/events/seeded-concert`],
      ['POST', `${PLANNING}/events/seeded-concert/status`, { status: 'cancelled' }],
    ] as const) {
      const response = await call(reader, method, url, payload)
      expect(response.statusCode, url).toBe(403)
      expect(response.json()).toEqual({
        code: 'PLANNER_REQUIRED',
        message: 'Die Planung ist nur für Konten der Planungsredaktion zugänglich.',
      })
    }
  })

  it('lists the queue by state, title word and ressort, with counts per state', async () => {
    const other = await createTestUser(suite.app, suite.database, 'Sportverein')
    const match = await submit(
      { ...concert, title: 'Stadtlauf Zwickau', ressort: 'sport', links: [] },
      other,
    )
    const all = (await call(planner, 'GET', `${PLANNING}/submissions`)).json<QueueResponse>()
    expect(all.submissions.map(({ id }) => id)).toContain(match.id)
    expect(Object.keys(all.counts).sort()).toEqual(
      ['abgelehnt', 'angenommen', 'dublette', 'in_pruefung', 'neu'].sort(),
    )
    const sport = (
      await call(planner, 'GET', `${PLANNING}/submissions?ressort=sport&q=stadtlauf`)
    ).json<QueueResponse>()
    expect(sport.submissions.map(({ id }) => id)).toEqual([match.id])
    expect(sport.counts).toEqual({
      neu: 1,
      in_pruefung: 0,
      angenommen: 0,
      abgelehnt: 0,
      dublette: 0,
    })
    expect(sport.submissions[0]).toMatchObject({
      reference: match.reference,
      state: 'neu',
      title: 'Stadtlauf Zwickau',
      organiser: 'Leipziger Tafel e. V.',
      ressort: 'sport',
      startTime: '2026-12-12T18:00:00.000Z',
    })
    const decided = (
      await call(planner, 'GET', `${PLANNING}/submissions?state=angenommen&q=stadtlauf`)
    ).json<QueueResponse>()
    expect(decided.submissions).toEqual([])
    expect(decided.counts.neu).toBe(1)
    const bad = await call(planner, 'GET', `${PLANNING}/submissions?state=erledigt`)
    expect(bad.statusCode).toBe(400)
  })

  it('shows a submission with its duplicates (score) and history', async () => {
    const { id } = await submit({
      ...concert,
      title: 'Adventskonzert Thomanerchor',
      when: { ...concert.when, startDay: '2026-12-13', endDay: '2026-12-13' },
    })
    const shown = await open(id)
    expect(shown).toMatchObject({
      id,
      state: 'neu',
      version: 1,
      submitter: { name: 'Tafel Pressestelle', email: submitter.user.email },
      fields: { title: 'Adventskonzert Thomanerchor' },
      history: [
        { action: 'eingereicht', actor: 'Tafel Pressestelle', changedFields: [] },
        { action: 'geoeffnet', actor: 'Paula Planung', changedFields: [], note: null },
      ],
    })
    // Opened again by the same planner: recorded once.
    expect((await open(id)).history.map(({ action }) => action)).toEqual([
      'eingereicht',
      'geoeffnet',
    ])
    expect(shown.duplicates).toContainEqual(
      expect.objectContaining({ kind: 'event', id: 'seeded-concert', score: expect.any(Number) }),
    )
    const queue = (
      await call(planner, 'GET', `${PLANNING}/submissions?q=Thomanerchor`)
    ).json<QueueResponse>()
    expect(queue.submissions[0]?.duplicateScore).toBeGreaterThan(0.3)
  })

  it('records an edit with its changed fields and refuses a stale version with 409', async () => {
    const { id } = await submit({ ...concert, title: 'Konzert zum Bearbeiten' })
    const edited = await call(planner, 'PUT', `${PLANNING}/submissions/${id}`, {
      version: 1,
      fields: {
        ...concert,
        title: 'Konzert, bearbeitet',
        place: { ...concert.place, city: 'Leipzig-Mitte' },
      },
    })
    expect(edited.statusCode).toBe(200)
    const after = edited.json<QueueSubmission>()
    expect(after).toMatchObject({ state: 'in_pruefung', version: 2 })
    expect(after.history.at(-1)).toMatchObject({
      action: 'bearbeitet',
      actor: 'Paula Planung',
      changedFields: ['place/city', 'title'],
    })
    const stale = await decide(id, { version: 1, decision: 'annehmen' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' })
    const invalid = await call(planner, 'PUT', `${PLANNING}/submissions/${id}`, {
      version: 2,
      fields: { ...concert, title: '' },
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({
      code: 'INVALID_SUBMISSION',
      fields: { 'fields/title': expect.any(String) },
    })
  })

  it('accepts a submission into the agenda: search finds it at once', async () => {
    const { id } = await submit({ ...concert, title: 'Lichterfest Auenwald' })
    expect(await search(reader, 'Lichterfest')).toEqual([])
    const accepted = await decide(id, { version: 1, decision: 'annehmen', allowDuplicate })
    expect(accepted.statusCode).toBe(200)
    const after = accepted.json<QueueSubmission>()
    expect(after).toMatchObject({ state: 'angenommen', version: 2, eventId: expect.any(String) })
    expect(after.history.at(-1)).toMatchObject({ action: 'angenommen', actor: 'Paula Planung' })
    const found = await search(reader, 'Lichterfest')
    expect(found).toEqual([
      expect.objectContaining({ id: after.eventId, title: 'Lichterfest Auenwald' }),
    ])
    const detail = await call(reader, 'GET', `/events/api/v1/events/${after.eventId}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      title: 'Lichterfest Auenwald',
      location: { name: 'Thomaskirche', city: 'Leipzig', street: 'Thomaskirchhof 18' },
      ressorts: ['kultur'],
      links: [{ label: 'Programm', url: 'https://tafel.example/konzert' }],
    })
    expect(detail.body).not.toContain('jk@tafel.example')
    const again = await decide(id, { version: 2, decision: 'ablehnen', reason: 'Doch nicht.' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'SUBMISSION_DECIDED' })
  })

  it('accepts no submission that ends before it starts, even one stored before the rule', async () => {
    const { id } = await submit({ ...concert, title: 'Rückwärtskonzert' })
    const backwards = { startDay: '2026-12-20', endDay: '2026-12-19', isWholeDay: true }
    await suite.database.db
      .update(submissions)
      .set({ fields: { ...concert, title: 'Rückwärtskonzert', when: backwards } })
      .where(eq(submissions.id, id))
    const accepted = await decide(id, { version: 1, decision: 'annehmen', allowDuplicate })
    expect(accepted.statusCode).toBe(400)
    expect(accepted.json()).toEqual({
      code: 'INVALID_SUBMISSION',
      message:
        'Bitte bearbeiten Sie die Einreichung zuerst: Der letzte Tag liegt vor dem ersten Tag.',
      fields: { 'fields/when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' },
    })
    expect(await open(id)).toMatchObject({ state: 'neu', eventId: null })
    expect(await search(reader, 'Rückwärtskonzert')).toEqual([])
  })

  it('refuses a desk event or an edit that ends before it starts, naming the field', async () => {
    const backwards = { ...concert.when, endTime: '18:00' }
    const created = await call(planner, 'POST', `${PLANNING}/events`, {
      fields: { ...concert, when: backwards },
      isTop: false,
    })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toMatchObject({
      code: 'INVALID_SUBMISSION',
      fields: { 'fields/when/endTime': 'Das Ende muss nach dem Beginn liegen.' },
    })
    const { id } = await submit({ ...concert, title: 'Konzert ohne Dauer' })
    const edited = await call(planner, 'PUT', `${PLANNING}/submissions/${id}`, {
      version: 1,
      fields: {
        ...concert,
        when: { startDay: '2026-12-12', endDay: '2026-12-11', isWholeDay: true },
      },
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json()).toMatchObject({
      fields: { 'fields/when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' },
    })
  })

  it('rejects with a reason and mails it to the submitter', async () => {
    const { id, reference } = await submit({ ...concert, title: 'Werbeveranstaltung Autohaus' })
    const rejected = await decide(id, {
      version: 1,
      decision: 'ablehnen',
      reason: 'Eine Verkaufsveranstaltung ist kein Termin für die Agenda.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({
      state: 'abgelehnt',
      rejectionReason: 'Eine Verkaufsveranstaltung ist kein Termin für die Agenda.',
      history: expect.arrayContaining([
        expect.objectContaining({
          action: 'abgelehnt',
          note: 'Eine Verkaufsveranstaltung ist kein Termin für die Agenda.',
        }),
      ]),
    })
    const mails = await mailsTo(submitter.user.email)
    // The submission's confirmation names the reference too; the rejection is the one saying so.
    const rejection = `Ihre Einreichung ${reference} wurde nicht aufgenommen`
    const mail = mails.find(({ decoded }) => decoded.includes(rejection))
    expect(mail?.decoded).toContain(rejection)
    expect(mail?.decoded).toContain('Eine Verkaufsveranstaltung ist kein Termin für die Agenda.')
    expect(mail?.decoded).toContain('„Werbeveranstaltung Autohaus“')
  })

  it('marks a duplicate of an event, and refuses an unknown event', async () => {
    const { id } = await submit({ ...concert, title: 'Thomanerchor im Advent' })
    const unknown = await decide(id, { version: 1, decision: 'dublette', eventId: 'no-such-event' })
    expect(unknown.statusCode).toBe(404)
    const marked = await decide(id, { version: 1, decision: 'dublette', eventId: 'seeded-concert' })
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toMatchObject({
      state: 'dublette',
      eventId: 'seeded-concert',
      history: expect.arrayContaining([
        expect.objectContaining({
          action: 'dublette',
          note: 'Adventskonzert des Thomanerchors (seeded-concert)',
        }),
      ]),
    })
  })

  it('sends an accepted submission back to review when its submitter changes it', async () => {
    const { id } = await submit({ ...concert, title: 'Weihnachtsmarkt Grünau' })
    const accepted = (
      await decide(id, { version: 1, decision: 'annehmen', allowDuplicate })
    ).json<QueueSubmission>()
    const stranger = await call(reader, 'PUT', `${SUBMISSIONS}/${id}`, concert)
    expect(stranger.statusCode).toBe(404)
    const changed = await call(submitter, 'PUT', `${SUBMISSIONS}/${id}`, {
      ...concert,
      title: 'Weihnachtsmarkt Grünau, verlängert',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id, state: 'in_pruefung' })
    const shown = await open(id)
    expect(shown.history.find(({ action }) => action === 'erneut_eingereicht')).toMatchObject({
      action: 'erneut_eingereicht',
      actor: 'Tafel Pressestelle',
      changedFields: ['title'],
    })
    // The event stays as accepted until the desk accepts the change.
    expect((await search(reader, 'verlängert')).map(({ id: eventId }) => eventId)).toEqual([])
    const again = await decide(id, { version: shown.version, decision: 'annehmen', allowDuplicate })
    expect(again.json()).toMatchObject({ state: 'angenommen', eventId: accepted.eventId })
    expect(await search(reader, 'verlängert')).toEqual([
      expect.objectContaining({
        id: accepted.eventId,
        title: 'Weihnachtsmarkt Grünau, verlängert',
      }),
    ])
  })

  it('creates, edits and cancels the desk’s own events, seen by search at once', async () => {
    const created = await call(planner, 'POST', `${PLANNING}/events`, {
      fields: { ...concert, title: 'Pressekonferenz Landesbühne' },
      isTop: true,
      allowDuplicate,
    })
    expect(created.statusCode).toBe(201)
    const event = created.json<DeskEventResponse>()
    expect(event).toMatchObject({
      isTop: true,
      status: 'planned',
      fields: { title: 'Pressekonferenz Landesbühne' },
    })
    expect(await search(reader, 'Landesbühne')).toEqual([
      expect.objectContaining({ id: event.id, isTop: true, status: 'planned' }),
    ])
    const edited = await call(planner, 'PUT', `${PLANNING}/events/${event.id}`, {
      fields: { ...event.fields, title: 'Pressekonferenz Landesbühne Sachsen' },
      isTop: false,
    })
    expect(edited.json()).toMatchObject({
      isTop: false,
      fields: { title: 'Pressekonferenz Landesbühne Sachsen' },
    })
    const cancelled = await call(planner, 'POST', `${PLANNING}/events/${event.id}/status`, {
      status: 'cancelled',
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect(await search(reader, 'Landesbühne')).toEqual([
      expect.objectContaining({
        title: 'Pressekonferenz Landesbühne Sachsen',
        status: 'cancelled',
      }),
    ])
    const bad = await call(planner, 'POST', `${PLANNING}/events/${event.id}/status`, {
      status: 'weg',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('warns before the desk creates an event the agenda may hold already; on purpose it does', async () => {
    // The seeded concert again, as the desk would type it: same venue, same start.
    const twin: EventSubmission = {
      ...concert,
      title: 'Adventskonzert Thomanerchor',
      when: { ...concert.when, startDay: '2026-12-13', endDay: '2026-12-13', startTime: '16:00' },
      links: [],
    }
    const warned = await call(planner, 'POST', `${PLANNING}/events`, { fields: twin, isTop: false })
    expect(warned.statusCode).toBe(409)
    expect(warned.json()).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      message: expect.stringContaining(
        'Möglicher Doppeleintrag: „Adventskonzert des Thomanerchors“',
      ),
      duplicates: [expect.objectContaining({ kind: 'event', id: 'seeded-concert' })],
    })
    expect(await search(reader, 'Thomanerchor')).toHaveLength(1)
    const created = await call(planner, 'POST', `${PLANNING}/events`, {
      fields: twin,
      isTop: false,
      allowDuplicate: true,
    })
    expect(created.statusCode).toBe(201)
    expect(await search(reader, 'Thomanerchor')).toHaveLength(2)
    await call(
      planner,
      'POST',
      `${PLANNING}/events/${created.json<DeskEventResponse>().id}/status`,
      {
        status: 'cancelled',
      },
    )
  })

  it('warns before the desk accepts a submission the agenda may hold already', async () => {
    // Another submitter: the usual one has spent most of an hour's changes.
    const choir = await createTestUser(suite.app, suite.database, 'Chorbüro Leipzig')
    const { id } = await submit(
      {
        ...concert,
        title: 'Adventskonzert mit dem Thomanerchor',
        when: { ...concert.when, startDay: '2026-12-13', endDay: '2026-12-13', startTime: '17:00' },
        links: [],
      },
      choir,
    )
    const warned = await decide(id, { version: 1, decision: 'annehmen' })
    expect(warned.statusCode).toBe(409)
    expect(warned.json()).toMatchObject({
      code: 'POSSIBLE_DUPLICATE',
      duplicates: expect.arrayContaining([
        expect.objectContaining({ kind: 'event', id: 'seeded-concert' }),
      ]),
    })
    const accepted = await decide(id, { version: 1, decision: 'annehmen', allowDuplicate: true })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ state: 'angenommen' })
  })

  it('opens a seeded event in the form’s shape and saves it', async () => {
    const response = await call(planner, 'GET', `${PLANNING}/events/seeded-concert`)
    expect(response.statusCode).toBe(200)
    const event = response.json<DeskEventResponse>()
    expect(event).toMatchObject({
      id: 'seeded-concert',
      status: 'planned',
      fields: {
        attendanceMode: 'OfflineEventAttendanceMode',
        title: 'Adventskonzert des Thomanerchors',
        when: {
          startDay: '2026-12-13',
          endDay: '2026-12-13',
          isWholeDay: false,
          startTime: '16:00',
          endTime: '18:00',
        },
        place: { venue: 'Thomaskirche', city: 'Leipzig', federalState: 'sn', postalCode: '' },
        ressort: 'kultur',
      },
    })
    const saved = await call(planner, 'PUT', `${PLANNING}/events/seeded-concert`, {
      fields: {
        ...event.fields,
        place: { ...event.fields.place, postalCode: '04109' },
        deskContact: { name: 'Chorbüro', email: 'chor@example.org', phone: '0341 123456' },
      },
      isTop: true,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ isTop: true, fields: { place: { postalCode: '04109' } } })
    expect((await call(planner, 'GET', `${PLANNING}/events/no-such-event`)).statusCode).toBe(404)
  })

  it('refuses bodies over the limits with 400 BODY_TOO_LARGE', async () => {
    const { id } = await submit({ ...concert, title: 'Zu großer Körper' })
    const huge = await call(planner, 'POST', `${PLANNING}/events`, {
      fields: { ...concert, description: 'x'.repeat(70 * 1024) },
      isTop: false,
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json()).toMatchObject({ code: 'BODY_TOO_LARGE' })
    const reason = await decide(id, { version: 1, decision: 'ablehnen', reason: 'x'.repeat(9000) })
    expect(reason.statusCode).toBe(400)
    expect(reason.json()).toMatchObject({ code: 'BODY_TOO_LARGE' })
    expect((await open(id)).state).toBe('neu')
  })

  it('takes at most 10 changes an hour from a submitter', async () => {
    const busy = await createTestUser(suite.app, suite.database, 'Vielschreiber')
    const { id } = await submit(concert, busy)
    for (let change = 1; change <= 10; change += 1) {
      const response = await call(busy, 'PUT', `${SUBMISSIONS}/${id}`, {
        ...concert,
        title: `Konzert, Fassung ${change}`,
      })
      expect(response.statusCode).toBe(200)
    }
    const refused = await call(busy, 'PUT', `${SUBMISSIONS}/${id}`, {
      ...concert,
      title: 'Noch eine',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'SUBMISSION_LIMIT' })
    expect((await open(id)).fields.title).toBe('Konzert, Fassung 10')
  })
})
