import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { berlinDaysWindow, type DayRange } from '../../../domain/berlin-time'
import type { AgendaPdfRequest } from '../../../domain/agenda-pdf-api'
import type { CoverageFormat, CoverageStatus } from '../../../domain/coverage'
import { folderItemCoverages } from '../../db/schema/index'
import {
  anEvent,
  insertEvents,
  type EventInsert,
} from '../../../tests/support/server/agenda-factories'
import {
  insertFolder,
  type FolderMembers,
} from '../../../tests/support/server/collaboration-factories'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { TEST_PUBLIC_URL } from '../../../tests/support/server/test-app'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const URL = '/events/api/v1/export/agenda.pdf'
const at = (iso: string) => new Date(iso)
const windowOf = (range: DayRange) => {
  const window = berlinDaysWindow(range)
  if (!window) throw new Error('no window')
  return window
}
// The week of the autumn switch: summer time ends on Sunday, 25 October 2026.
const SWITCH_WEEK = windowOf({ from: '2026-10-22', to: '2026-10-28' })

const landtag = anEvent({
  title: 'Größere Brücken für Düsseldorf: Landtag berät Straßenbau',
  teaser: 'Die Fraktionen streiten über Zuschüsse.',
  startsAt: at('2026-10-23T07:30:00Z'),
  endsAt: at('2026-10-23T09:00:00Z'),
  isTop: true,
  // Ahead of any run of this test: the PDF names a Sperrfrist only while it holds.
  embargoAt: new Date(Date.now() + 30 * 86_400_000),
  ressorts: ['politik'],
  locationName: 'Landtag',
  city: 'Düsseldorf',
})
const afterSwitch = anEvent({
  title: 'Pressekonferenz nach der Zeitumstellung',
  startsAt: at('2026-10-26T09:00:00Z'),
  endsAt: at('2026-10-26T10:30:00Z'),
  ressorts: ['wirtschaft'],
  embargoAt: at('2026-10-26T09:00:00Z'),
})
const wholeDay = anEvent({
  title: 'Tag der offenen Tür im Rathaus',
  startsAt: at('2026-10-23T22:00:00Z'),
  endsAt: at('2026-10-24T22:00:00Z'),
  isWholeDay: true,
})
const fair = anEvent({
  title: 'Buchmesse',
  startsAt: at('2026-10-24T08:00:00Z'),
  endsAt: at('2026-10-26T15:00:00Z'),
  kind: 'topic',
})
const football = anEvent({
  title: 'Pokalspiel in Köln',
  startsAt: at('2026-10-27T17:00:00Z'),
  endsAt: at('2026-10-27T19:00:00Z'),
  ressorts: ['sport'],
})
// Moved by the desk from Thursday to Tuesday; and one postponed without a new date yet.
const moved = anEvent({
  title: 'Anhörung zum Nahverkehr',
  status: 'postponed',
  startsAt: at('2026-10-27T09:00:00Z'),
  endsAt: at('2026-10-27T10:00:00Z'),
  previousStartsAt: at('2026-10-22T08:00:00Z'),
  previousEndsAt: at('2026-10-22T09:00:00Z'),
})
const openDate = anEvent({
  title: 'Sommerfest der Kammer',
  status: 'postponed',
  startsAt: at('2026-10-28T15:00:00Z'),
  endsAt: at('2026-10-28T17:00:00Z'),
})
// A busy day elsewhere: several pages.
const BUSY_DAY = windowOf({ from: '2026-12-01', to: '2026-12-01' })
const busy = Array.from({ length: 60 }, (_, index) =>
  anEvent({
    title: `Termin am vollen Tag ${index + 1}`,
    teaser: 'Ein Anriss, der zeigt, wie viel Platz ein Eintrag auf dem Papier braucht.',
    startsAt: at('2026-12-01T08:00:00Z'),
    endsAt: at('2026-12-01T09:00:00Z'),
  }),
)
// More than an agenda PDF holds, in a month of their own.
const CROWDED_MONTH = windowOf({ from: '2027-02-01', to: '2027-02-28' })
const crowd = (): EventInsert[] =>
  Array.from({ length: 5001 }, (_, index) =>
    anEvent({
      startsAt: at(`2027-02-${String(1 + (index % 28)).padStart(2, '0')}T09:00:00Z`),
      endsAt: at(`2027-02-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00Z`),
    }),
  )

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'agenda-pdf-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

/** The PDF's text as poppler's pdftotext lays it out: what a reader or a screen reader gets. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(scratch, `${crypto.randomUUID()}.pdf`)
  await writeFile(file, pdf)
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-'])
  return stdout
}

/** The text in one run, for a line that may wrap. */
const unwrapped = (text: string) => text.replace(/\s+/g, ' ')

interface CoverageInsert {
  eventId: string
  assigneeId: string
  format: CoverageFormat
  status: CoverageStatus
}

describe.each(databaseModes())('the agenda PDF on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let me: TestUser
  let ticket: string

  beforeAll(async () => {
    me = await createTestUser(suite.app, suite.database, 'Redaktion')
    ticket = me.ticket
    await insertEvents(suite.database, [
      landtag,
      afterSwitch,
      wholeDay,
      fair,
      football,
      moved,
      openDate,
      ...busy,
    ])
    const rows = crowd()
    for (let start = 0; start < rows.length; start += 500) {
      await insertEvents(suite.database, rows.slice(start, start + 500))
    }
  })

  const exportPdf = (payload: AgendaPdfRequest | object, bearer = ticket) =>
    suite.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${bearer}` },
      payload,
    })

  const pdfOf = async (payload: AgendaPdfRequest) => {
    const response = await exportPdf(payload)
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    return response
  }

  describe('of 7-Tage across the summer-time change', () => {
    let text: string
    let raw: string

    beforeAll(async () => {
      const response = await pdfOf({
        view: 'week',
        search: {
          ...SWITCH_WEEK,
          filterRules: [{ type: 'FILTER_RESSORT', values: ['sport'], exclude: true }],
        },
      })
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="agenda-2026-10-22-bis-2026-10-28.pdf"',
      )
      // Streamed: no length known up front.
      expect(response.headers['content-length']).toBeUndefined()
      raw = response.rawPayload.toString('latin1')
      text = await pdfText(response.rawPayload)
    })

    it('names the view, the filters in words and the range in its header', () => {
      expect(text).toContain('AGENDA · 7-TAGE')
      expect(text).toContain('ohne Ressort: Sport · 22.–28. Oktober 2026')
      expect(text).toMatch(/6 Termine · Stand: \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/)
    })

    it('heads every one of the seven days, an empty one too', () => {
      const headings = [
        'Donnerstag, 22. Oktober 2026',
        'Freitag, 23. Oktober 2026',
        'Samstag, 24. Oktober 2026',
        'Sonntag, 25. Oktober 2026',
        'Montag, 26. Oktober 2026',
        'Dienstag, 27. Oktober 2026',
        'Mittwoch, 28. Oktober 2026',
      ]
      const positions = headings.map((heading) => text.indexOf(heading))
      expect(positions.every((position) => position >= 0)).toBe(true)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      expect(text.slice(positions[0], positions[1])).toContain('Keine Termine.')
    })

    it('writes Berlin times on both sides of the switch, and whole and several days', () => {
      expect(text).toMatch(/09:30–11:00\s+TOP\s+Größere Brücken für Düsseldorf/)
      expect(text).toMatch(/10:00–11:30\s+Pressekonferenz nach der Zeitumstellung/)
      expect(text).toMatch(/ganztägig\s+Tag der offenen Tür im Rathaus/)
      expect(text).toMatch(/ab 10:00\s+Buchmesse/)
      expect(text).toMatch(/Tag 2 von 3/)
      expect(text).toMatch(/bis 16:00\s+Buchmesse/)
    })

    it('shows the Sperrfrist while it holds, the place, the ressorts and the kind', () => {
      expect(text).toMatch(/Sperrfrist bis \p{L}+, \d{1,2}\. \p{L}+ \d{4} um \d\d:\d\d Uhr MES?Z/u)
      // The embargo of the entry after the switch has passed: no word of it.
      expect(text.match(/Sperrfrist/g)).toHaveLength(1)
      expect(text).toContain('Landtag, Düsseldorf · Politik')
      expect(text).toContain('Thema')
    })

    it('marks a postponed entry with where it stood before, or its open new date', () => {
      expect(text).toMatch(/VERSCHOBEN\s+Anhörung zum Nahverkehr/)
      expect(text).toContain('vorher: Do 22.10., 10:00 Uhr')
      expect(text).toMatch(/VERSCHOBEN\s+Sommerfest der Kammer/)
      expect(text).toContain('neuer Termin offen')
    })

    it('keeps umlauts and ß as text, from the embedded fonts', () => {
      expect(text).toContain('Größere Brücken für Düsseldorf: Landtag berät Straßenbau')
      expect(raw).toMatch(/\/FontFile2/)
    })

    it('leaves out what the filters leave out', () => {
      expect(text).not.toContain('Pokalspiel')
    })

    it('links each title to its entry in the app, once per chunk rather than per word', () => {
      const link = `/URI (${TEST_PUBLIC_URL}/app/events/standard/detail/${landtag.id})`
      // Seven words, 56 characters: two chunks of at most 48.
      expect(raw.split(link)).toHaveLength(3)
    })

    it('numbers its pages', () => {
      expect(text).toContain('Seite 1 von 1')
    })
  })

  it('numbers the pages of a long agenda „Seite 1 von N“ and names the day once', async () => {
    const response = await pdfOf({ view: 'list', search: { ...BUSY_DAY, filterRules: [] } })
    const text = await pdfText(response.rawPayload)
    const total = Number(/Seite 1 von (\d+)/.exec(text)?.[1])
    expect(total).toBeGreaterThan(1)
    expect(text).toContain(`Seite ${total} von ${total}`)
    expect(text).toContain('AGENDA · LISTE')
    // One day's window: the header names the day, and so does the one day heading; the running
    // head of the later pages names it inside a longer line.
    expect(text.match(/^\s*Dienstag, 1\. Dezember 2026\s*$/gm)).toHaveLength(2)
    expect(text).toContain('Termin am vollen Tag 60')
  })

  it('prints the selected entries, each once, and leaves out unknown ids', async () => {
    const response = await pdfOf({ ids: [landtag.id, fair.id, 'gibt-es-nicht', fair.id] })
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agenda-2026-10-23-bis-2026-10-26.pdf"',
    )
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('AGENDA · AUSWAHL')
    expect(text).toContain('23.–26. Oktober 2026')
    expect(text).toContain('2 Termine')
    expect(text.split('Buchmesse')).toHaveLength(2)
    expect(text).toMatch(/ab 10:00\s+Buchmesse/)
    expect(text).toContain('bis Mo., 26.10.')
    expect(text).not.toContain('Pressekonferenz')
  })

  it('prints one event under its title', async () => {
    const response = await pdfOf({ ids: [landtag.id] })
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agenda-2026-10-23.pdf"',
    )
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('AGENDA · TERMIN')
    expect(text).toContain('1 Termin ·')
    expect(text).toContain('Freitag, 23. Oktober 2026')
    expect(text).toContain('Sperrfrist bis ')
  })

  it('refuses more than 5,000 entries before setting a page', async () => {
    const message =
      'Das PDF fasst höchstens 5.000 Einträge. Bitte den Zeitraum oder die Filter eingrenzen.'
    const bySearch = await exportPdf({
      view: 'month',
      search: { ...CROWDED_MONTH, filterRules: [] },
    })
    expect(bySearch.statusCode).toBe(400)
    expect(bySearch.json()).toEqual({ code: 'TOO_MANY_ENTRIES', message })
    const byIds = await exportPdf({ ids: Array.from({ length: 5001 }, (_, i) => `id-${i}`) })
    expect(byIds.statusCode).toBe(400)
    expect(byIds.json()).toEqual({ code: 'TOO_MANY_ENTRIES', message })
  })

  it('refuses an entry of many days listed beyond 5,000 rows', async () => {
    const long = anEvent({
      title: 'Dauerthema',
      startsAt: at('2030-01-01T00:00:00Z'),
      endsAt: at('2045-01-01T00:00:00Z'),
      isWholeDay: true,
    })
    await insertEvents(suite.database, [long])
    const response = await exportPdf({
      view: 'list',
      search: { ...windowOf({ from: '2030-01-01', to: '2044-12-31' }), filterRules: [] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_ENTRIES' })
  })

  it.each([
    ['nothing', {}, 'INVALID_EXPORT_REQUEST'],
    ['a view without search', { view: 'week' }, 'INVALID_EXPORT_REQUEST'],
    [
      'ids and a view at once',
      { ids: ['a'], view: 'week', search: { ...SWITCH_WEEK, filterRules: [] } },
      'INVALID_EXPORT_REQUEST',
    ],
    ['no ids', { ids: [] }, 'VALIDATION_ERROR'],
    [
      'an unknown view',
      { view: 'day', search: { ...SWITCH_WEEK, filterRules: [] } },
      'VALIDATION_ERROR',
    ],
    [
      'a bad date',
      { view: 'week', search: { from: 'gestern', to: SWITCH_WEEK.to, filterRules: [] } },
      'INVALID_DATE',
    ],
    [
      'an unknown rule type',
      {
        view: 'week',
        search: { ...SWITCH_WEEK, filterRules: [{ type: 'FILTER_WETTER', values: ['x'] }] },
      },
      'UNKNOWN_RULE_TYPE',
    ],
    [
      'a reversed window',
      { view: 'week', search: { from: SWITCH_WEEK.to, to: SWITCH_WEEK.from, filterRules: [] } },
      'INVALID_WINDOW',
    ],
  ])('refuses %s with 400 and a code', async (_, payload, code) => {
    const response = await exportPdf(payload)
    expect(response.statusCode).toBe(400)
    const body = response.json<{ code: string; message: string }>()
    expect(body.code).toBe(code)
    expect(body.message).toMatch(/\S/)
  })

  it('answers 404 when none of the ids is known', async () => {
    const response = await exportPdf({ ids: ['gibt-es-nicht'] })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'EVENTS_NOT_FOUND' })
  })

  it('refuses an account without Agenda Plus and a request without ticket', async () => {
    const basic = await createTestUser(suite.app, suite.database, 'Basis', { agendaPlus: false })
    const refused = await exportPdf({ ids: [landtag.id] }, basic.ticket)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'AGENDA_PLUS_REQUIRED' })
    const anonymous = await suite.app.inject({ method: 'POST', url: URL, payload: {} })
    expect(anonymous.statusCode).toBe(401)
  })

  describe('with coverage planned in folders', () => {
    let text: string

    /** A folder holding the entries of its coverages, which are planned one minute apart. */
    async function folderWithCoverage(
      name: string,
      members: FolderMembers,
      plans: CoverageInsert[],
    ) {
      const eventIds = [...new Set(plans.map((plan) => plan.eventId))]
      const folderId = await insertFolder(suite.database, { name, members, eventIds })
      await suite.database.db.insert(folderItemCoverages).values(
        plans.map((plan, index) => ({
          ...plan,
          id: crypto.randomUUID(),
          folderId,
          updatedBy: plan.assigneeId,
          createdAt: new Date(Date.UTC(2026, 9, 1, 9, index)),
        })),
      )
    }

    beforeAll(async () => {
      const rita = (await createTestUser(suite.app, suite.database, 'Rita Roth')).user
      const other = (await createTestUser(suite.app, suite.database, 'Otto Fremd')).user
      await folderWithCoverage(
        'Politik',
        [{ userId: me.user.id, role: 'reader' }],
        [
          { eventId: landtag.id, assigneeId: rita.id, format: 'TEXT', status: 'PLANNED' },
          { eventId: landtag.id, assigneeId: me.user.id, format: 'PHOTO', status: 'IN_PROGRESS' },
          {
            eventId: landtag.id,
            assigneeId: 'gelöschtes-konto',
            format: 'VIDEO',
            status: 'CANCELLED',
          },
        ],
      )
      await folderWithCoverage(
        'Landtag morgen',
        [
          { userId: other.id, role: 'owner' },
          { userId: me.user.id, role: 'editor' },
        ],
        [{ eventId: landtag.id, assigneeId: rita.id, format: 'AUDIO', status: 'DONE' }],
      )
      // Not a member: neither this folder nor its plans may reach my PDF.
      await folderWithCoverage(
        'Geheimsache',
        [{ userId: other.id, role: 'owner' }],
        [
          { eventId: landtag.id, assigneeId: other.id, format: 'LIVEBLOG', status: 'PLANNED' },
          { eventId: fair.id, assigneeId: other.id, format: 'GRAPHIC', status: 'PLANNED' },
        ],
      )
      const response = await pdfOf({ ids: [landtag.id, fair.id] })
      text = unwrapped(await pdfText(response.rawPayload))
    })

    it('prints the coverage of my folders under the entry, each folder by name, cancelled too', () => {
      expect(text).toContain(
        'Wir berichten: Audio · Rita Roth · erledigt (Ordner „Landtag morgen“); ' +
          'Text · Rita Roth · geplant, Foto · Redaktion · in Arbeit, ' +
          'Video · Ehemaliges Konto · abgesagt (Ordner „Politik“)',
      )
      expect(text.match(/Wir berichten/g)).toHaveLength(1)
    })

    it('leaves out the coverage of a folder I am not a member of', () => {
      expect(text).not.toContain('Geheimsache')
      expect(text).not.toContain('Otto Fremd')
      expect(text).not.toContain('Liveblog')
      expect(text).not.toContain('Grafik')
    })
  })
})
