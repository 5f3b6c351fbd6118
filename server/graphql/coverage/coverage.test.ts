// Planned coverage on both databases: planned, changed and taken off once per client mutation id;
// only editors and owners plan, only colleagues are named, a coverage id belongs to its item; the
// folder's subscribers get the changed item live; the entry's detail reads it from every folder.
import { afterAll, describe, expect, it } from 'vitest'
import { COVERAGE_LIMITS } from '../../../domain/coverage'
import { anEvent, insertEvents } from '../../../tests/support/server/agenda-factories'
import { insertFolder } from '../../../tests/support/server/collaboration-factories'
import { graphql, mutationId } from '../../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import {
  listen,
  openSocket,
  subscribe,
  subscriptionsListening,
  type TestSocket,
} from '../../../tests/support/server/socket-client'
import { topics } from '../subscriptions/change-notice'
import { databaseModes } from '../../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

const PLAN = `mutation($m: ID!, $f: ID!, $e: ID!, $c: CoverageInput!) {
  planCoverage(clientMutationId: $m, folderId: $f, eventId: $e, coverage: $c) {
    items { id coverages { id assignee { name } format status note } }
  }
}`
const REMOVE = `mutation($m: ID!, $f: ID!, $e: ID!, $c: ID!) {
  removeCoverage(clientMutationId: $m, folderId: $f, eventId: $e, coverageId: $c) {
    items { id coverages { id } }
  }
}`
const EVENT_COVERAGE = `query($e: ID!) {
  eventCoverage(eventId: $e) { folderName myRole coverages { format status assignee { name } } }
}`
const CHANGED = `subscription($f: ID!) {
  folderChanged(folderId: $f) {
    kind count by { name } changedItems { id coverages { format status note } }
  }
}`

interface PlannedItem {
  id: string
  coverages: { id: string; assignee?: { name: string }; format?: string; status?: string }[]
}

describe.each(databaseModes())('coverage (%s)', (mode) => {
  const testApp = setUpTestApp(mode)
  const sockets: TestSocket[] = []
  let anna: TestUser
  let rita: TestUser
  let leser: TestUser
  let fremd: TestUser
  let folderId = ''

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.dispose()))
  })

  const ask = (user: TestUser, query: string, variables: Record<string, unknown>) =>
    graphql(testApp.app, user.ticket, query, variables)
  const errorOf = (answer: Awaited<ReturnType<typeof ask>>) => answer.body.errors?.[0]
  const coverage = (overrides: Record<string, unknown> = {}) => ({
    id: crypto.randomUUID(),
    assigneeId: rita.user.id,
    format: 'TEXT',
    status: 'PLANNED',
    note: 'Vor Ort ab 9 Uhr',
    ...overrides,
  })
  const itemsOf = (answer: Awaited<ReturnType<typeof ask>>, field: string) =>
    (answer.body.data?.[field] as { items: PlannedItem[] }).items
  const coveragesIn = (items: PlannedItem[], eventId: string) =>
    items.find((item) => item.id === eventId)?.coverages ?? []

  it('sets up colleagues, a folder and entries', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
    rita = await createTestUser(testApp.app, testApp.database, 'Rita')
    leser = await createTestUser(testApp.app, testApp.database, 'Leo')
    fremd = await createTestUser(testApp.app, testApp.database, 'Fremd', {
      organisation: 'andere-redaktion',
    })
    await insertEvents(testApp.database, [
      anEvent({ id: 'landtag', title: 'Landtag' }),
      anEvent({ id: 'messe', title: 'Messe' }),
    ])
    folderId = await insertFolder(testApp.database, {
      name: 'Politik',
      members: [
        { userId: anna.user.id, role: 'owner' },
        { userId: rita.user.id, role: 'editor' },
        { userId: leser.user.id, role: 'reader' },
      ],
      eventIds: ['landtag', 'messe'],
    })
  })

  it('plans a coverage once however often the outbox replays it, then changes it', async () => {
    const planned = coverage()
    const variables = { m: mutationId(), f: folderId, e: 'landtag', c: planned }
    const answers = await Promise.all([ask(anna, PLAN, variables), ask(anna, PLAN, variables)])
    expect(errorOf(answers[0])).toBeUndefined()
    expect(answers[1].text).toBe(answers[0].text)
    expect(coveragesIn(itemsOf(answers[0], 'planCoverage'), 'landtag')).toEqual([
      {
        id: planned.id,
        assignee: { name: 'Rita' },
        format: 'TEXT',
        status: 'PLANNED',
        note: 'Vor Ort ab 9 Uhr',
      },
    ])
    const changed = await ask(rita, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'landtag',
      c: { ...planned, status: 'IN_PROGRESS', note: '  ' },
    })
    const [now] = coveragesIn(itemsOf(changed, 'planCoverage'), 'landtag')
    expect(now).toMatchObject({ id: planned.id, status: 'IN_PROGRESS', note: null })
    expect(coveragesIn(itemsOf(changed, 'planCoverage'), 'messe')).toEqual([])
  })

  it('takes a coverage off, and taking it off again changes nothing', async () => {
    const planned = coverage({ format: 'PHOTO' })
    await ask(anna, PLAN, { m: mutationId(), f: folderId, e: 'messe', c: planned })
    const remove = { f: folderId, e: 'messe', c: planned.id }
    const removed = await ask(anna, REMOVE, { m: mutationId(), ...remove })
    expect(coveragesIn(itemsOf(removed, 'removeCoverage'), 'messe')).toEqual([])
    const again = await ask(anna, REMOVE, { m: mutationId(), ...remove })
    expect(errorOf(again)).toBeUndefined()
  })

  it('lets a reader read but not plan, and a non-member not even see the folder', async () => {
    const byReader = await ask(leser, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'landtag',
      c: coverage(),
    })
    expect(errorOf(byReader)?.extensions?.code).toBe('FORBIDDEN')
    const byStranger = await ask(fremd, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'landtag',
      c: coverage(),
    })
    expect(errorOf(byStranger)?.extensions?.code).toBe('NOT_FOUND')
    const detail = await ask(fremd, EVENT_COVERAGE, { e: 'landtag' })
    expect(detail.body.data?.eventCoverage).toEqual([])
  })

  it.each([
    [
      'an assignee of another organisation',
      () => coverage({ assigneeId: fremd.user.id }),
      'Berichten kann nur eine Kollegin oder ein Kollege Ihrer Organisation.',
    ],
    [
      'an assignee who does not exist',
      () => coverage({ assigneeId: 'niemand' }),
      'Berichten kann nur eine Kollegin oder ein Kollege Ihrer Organisation.',
    ],
    [
      'a note too long',
      () => coverage({ note: 'x'.repeat(COVERAGE_LIMITS.note + 1) }),
      'Eine Notiz darf höchstens 500 Zeichen lang sein.',
    ],
    ['an empty id', () => coverage({ id: '' }), 'Die ID der Berichterstattung ist ungültig.'],
  ])('refuses %s with a German message and writes nothing', async (_name, make, message) => {
    const answer = await ask(anna, PLAN, { m: mutationId(), f: folderId, e: 'messe', c: make() })
    expect(errorOf(answer)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } })
    const [row] = await testApp.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM folder_item_coverages WHERE event_id = 'messe'`,
    )
    expect(row?.n).toBe(0)
  })

  it('refuses an entry not in the folder and a coverage id of another entry', async () => {
    const notThere = await ask(anna, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'fehlt',
      c: coverage(),
    })
    expect(errorOf(notThere)?.message).toBe('Dieser Eintrag ist nicht (mehr) in diesem Ordner.')
    const planned = coverage()
    await ask(anna, PLAN, { m: mutationId(), f: folderId, e: 'landtag', c: planned })
    const takeover = await ask(anna, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'messe',
      c: { ...planned, status: 'DONE' },
    })
    expect(errorOf(takeover)?.message).toBe(
      'Diese Berichterstattung gehört zu einem anderen Eintrag.',
    )
  })

  it(`holds at most ${COVERAGE_LIMITS.perItem} coverages per entry`, async () => {
    const otherFolder = await insertFolder(testApp.database, {
      members: [{ userId: anna.user.id, role: 'owner' }],
      eventIds: ['messe'],
    })
    const plan = () =>
      ask(anna, PLAN, { m: mutationId(), f: otherFolder, e: 'messe', c: coverage() })
    for (let n = 0; n < COVERAGE_LIMITS.perItem; n++) expect(errorOf(await plan())).toBeUndefined()
    expect(errorOf(await plan())?.message).toBe('Ein Eintrag hat höchstens 12 Berichterstattungen.')
  })

  it("tells the folder's subscribers which item changed, with its coverage", async () => {
    const socket = openSocket(await listen(testApp.app), rita.ticket)
    sockets.push(socket)
    const changes = subscribe<{ folderChanged: Record<string, unknown> }>(socket, CHANGED, {
      f: folderId,
    })
    await subscriptionsListening(testApp.app, topics.folder(folderId))
    await ask(anna, PLAN, {
      m: mutationId(),
      f: folderId,
      e: 'messe',
      c: coverage({ format: 'VIDEO', note: null }),
    })
    const { folderChanged } = await changes.next()
    expect(folderChanged).toEqual({
      kind: 'COVERAGE_CHANGED',
      count: 1,
      by: { name: 'Anna' },
      changedItems: [
        { id: 'messe', coverages: [{ format: 'VIDEO', status: 'PLANNED', note: null }] },
      ],
    })
  })

  it("shows the entry's coverage from each folder of the caller, and the colleagues to name", async () => {
    const detail = await ask(leser, EVENT_COVERAGE, { e: 'messe' })
    expect(detail.body.data?.eventCoverage).toEqual([
      {
        folderName: 'Politik',
        myRole: 'READER',
        coverages: [{ format: 'VIDEO', status: 'PLANNED', assignee: { name: 'Rita' } }],
      },
    ])
    const colleagues = await ask(
      anna,
      `query($f: ID!) { coverageColleagues(folderId: $f) { name } }`,
      { f: folderId },
    )
    expect(colleagues.body.data?.coverageColleagues).toEqual([
      { name: 'Anna' },
      { name: 'Leo' },
      { name: 'Rita' },
    ])
    const stranger = await ask(
      fremd,
      `query($f: ID!) { coverageColleagues(folderId: $f) { name } }`,
      { f: folderId },
    )
    expect(errorOf(stranger)?.extensions?.code).toBe('NOT_FOUND')
  })

  it("drops an item's coverage with the item", async () => {
    await ask(
      anna,
      `mutation($m: ID!, $f: ID!) { removeFolderItems(clientMutationId: $m, folderId: $f, eventIds: ["messe"]) { itemCount } }`,
      { m: mutationId(), f: folderId },
    )
    const [row] = await testApp.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM folder_item_coverages WHERE folder_id = $1 AND event_id = 'messe'`,
      [folderId],
    )
    expect(row?.n).toBe(0)
  })
})
