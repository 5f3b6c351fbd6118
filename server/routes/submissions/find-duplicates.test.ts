import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventSubmission } from '../../../domain/event-submission'
import type { DatabaseHandle } from '../../db/database'
import { users } from '../../db/schema/index'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../../tests/support/server/test-database'
import { findDuplicates } from './find-duplicates'
import { storeSubmissionWithinLimit } from './submission-store'

const at = (iso: string) => new Date(iso)

// Thursday 3 December 2026, Berlin winter time (UTC+1).
const pressConference = anEvent({
  id: 'pk-stadtwerke',
  title: 'Jahrespressekonferenz der Stadtwerke Leipzig',
  startsAt: at('2026-12-03T09:00:00Z'),
  endsAt: at('2026-12-03T10:30:00Z'),
  locationName: 'Rathaus Leipzig',
})
const sameTitleOtherDay = anEvent({
  id: 'pk-stadtwerke-2025',
  title: 'Jahrespressekonferenz der Stadtwerke Leipzig',
  startsAt: at('2026-12-10T09:00:00Z'),
  endsAt: at('2026-12-10T10:30:00Z'),
})
const linked = anEvent({
  id: 'messe',
  title: 'Buchmesse',
  startsAt: at('2027-03-18T08:00:00Z'),
  endsAt: at('2027-03-21T17:00:00Z'),
  links: [{ label: 'Programm', url: 'https://example.org/programm' }],
})
const unrelated = anEvent({
  id: 'landtag',
  title: 'Landtag berät Haushalt',
  startsAt: at('2026-12-03T09:00:00Z'),
  endsAt: at('2026-12-03T12:00:00Z'),
})

const when = (startDay: string, startTime = '10:00', endTime = '11:00') => ({
  startDay,
  endDay: startDay,
  isWholeDay: false,
  startTime,
  endTime,
})

describe.each(databaseModes())('findDuplicates (%s)', (mode) => {
  let testDatabase: TestDatabase
  let database: DatabaseHandle

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    database = testDatabase.database
    await insertEvents(database, [pressConference, sameTitleOtherDay, linked, unrelated])
  })
  afterAll(() => testDatabase.drop())

  it('finds a similar title on the same Berlin day, not on another day', async () => {
    const duplicates = await findDuplicates(database, {
      title: 'Pressekonferenz Stadtwerke Leipzig',
      when: when('2026-12-03'),
    })
    expect(duplicates).toEqual([
      {
        kind: 'event',
        id: 'pk-stadtwerke',
        title: 'Jahrespressekonferenz der Stadtwerke Leipzig',
        startTime: '2026-12-03T09:00:00.000Z',
        score: expect.any(Number),
        reason: 'similar-title',
      },
    ])
    expect(duplicates[0]?.score).toBeGreaterThan(0.5)
    expect(duplicates[0]?.score).toBeLessThan(1)
  })

  it('finds an event of several days on any of its days', async () => {
    const duplicates = await findDuplicates(database, {
      title: 'Leipziger Buchmesse',
      when: { startDay: '2027-03-20', endDay: '2027-03-20', isWholeDay: true },
    })
    expect(duplicates.map(({ id, reason }) => ({ id, reason }))).toEqual([
      { id: 'messe', reason: 'similar-title' },
    ])
  })

  it('reads days typed the wrong way round as no days, and a long span as its first 31 days', async () => {
    const title = 'Jahrespressekonferenz der Stadtwerke Leipzig'
    expect(
      await findDuplicates(database, {
        title,
        when: { startDay: '2026-12-04', endDay: '2026-12-03', isWholeDay: true },
      }),
    ).toEqual([])
    // 31 days from 9 November end on 9 December, from 10 November on 10 December.
    const ids = async (startDay: string) =>
      (
        await findDuplicates(database, {
          title,
          when: { startDay, endDay: '2199-12-31', isWholeDay: true },
        })
      ).map(({ id }) => id)
    expect(await ids('2026-11-09')).toEqual(['pk-stadtwerke'])
    expect(await ids('2026-11-10')).toEqual(['pk-stadtwerke', 'pk-stadtwerke-2025'])
  })

  it('finds the same link whatever the title and day, with the top score', async () => {
    const duplicates = await findDuplicates(database, {
      title: 'Lesung',
      accessLink: 'https://example.org/programm',
    })
    expect(duplicates).toMatchObject([{ id: 'messe', score: 1, reason: 'same-link' }])
  })

  it('finds the same venue at the same start, ignoring case', async () => {
    const duplicates = await findDuplicates(database, {
      title: 'Bilanz 2026',
      when: when('2026-12-03'),
      place: { venue: 'rathaus leipzig' },
    })
    expect(duplicates).toMatchObject([
      { id: 'pk-stadtwerke', score: 0.9, reason: 'same-venue-and-start' },
    ])
  })

  it('finds nothing for a title alone or an unrelated one', async () => {
    expect(await findDuplicates(database, { title: 'Jahrespressekonferenz' })).toEqual([])
    expect(
      await findDuplicates(database, { title: 'Tag der offenen Tür', when: when('2026-12-03') }),
    ).toEqual([])
  })

  it('finds open submissions, but not the submission itself', async () => {
    const submitterId = crypto.randomUUID()
    await database.db.insert(users).values({
      id: submitterId,
      subject: submitterId,
      email: `${submitterId}@agenda.test`,
      name: 'Einreicher',
      organisation: 'test',
    })
    const submission: EventSubmission = {
      attendanceMode: 'OnlineEventAttendanceMode',
      title: 'Webinar Energiewende im Quartier',
      description: '',
      when: when('2027-01-14'),
      accessLink: 'https://stream.example.org/webinar',
      organiser: 'Energieagentur',
      deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '0341 12345' },
      links: [],
    }
    const stored = await storeSubmissionWithinLimit(database, submitterId, submission, 10)
    if (!stored) throw new Error('not stored')
    expect(stored.reference).toMatch(/^AG-\d{4}-\d{6}$/)
    expect(await findDuplicates(database, submission, stored.id)).toEqual([])
    expect(
      await findDuplicates(database, {
        title: 'Webinar: Energiewende im Quartier',
        when: when('2027-01-14', '18:00', '19:00'),
      }),
    ).toMatchObject([{ kind: 'submission', id: stored.id, reason: 'similar-title' }])
  })
})
