// The collaboration mutations as the outbox uses them: a replay returns the first answer and
// writes nothing twice; a reused id with other input is refused; bad input is refused with a code
// before anything is written; the limits of a request hold.
import { describe, expect, it } from 'vitest'
import { COLLABORATION_LIMITS } from './collaboration-limits'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

const CREATE = `mutation($m: ID!, $name: String!, $items: [FolderItemInput!]) {
  createFolder(clientMutationId: $m, name: $name, items: $items) { id name itemCount items { id } }
}`
const ADD = `mutation($m: ID!, $f: ID!, $items: [FolderItemInput!]!) {
  addFolderItems(clientMutationId: $m, folderId: $f, items: $items) { itemCount }
}`
const FAVOURITE = `mutation($m: ID!, $ids: [ID!]!) { favourite(clientMutationId: $m, eventIds: $ids) { eventId } }`

/** An hour's entry starting at the instant. */
const at = (start: string) => ({
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + 3_600_000),
})

describe.each(databaseModes())('collaboration mutations (%s)', (mode) => {
  const testApp = setUpTestApp(mode)
  let anna: TestUser

  const ask = (query: string, variables: Record<string, unknown>) =>
    graphql(testApp.app, anna.ticket, query, variables)
  const codeOf = (answer: Awaited<ReturnType<typeof ask>>) =>
    answer.body.errors?.[0]?.extensions?.code
  const countRows = async (table: string) => {
    const [row] = await testApp.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    )
    return row?.n ?? 0
  }

  it('sets up an account and entries', async () => {
    anna = await createTestUser(testApp.app, testApp.database, 'Anna')
    await insertEvents(testApp.database, [
      anEvent({ id: 'later', ...at('2026-03-03T09:00:00Z'), title: 'B' }),
      anEvent({ id: 'sooner', ...at('2026-03-01T09:00:00Z'), title: 'A' }),
      anEvent({ id: 'same-time', ...at('2026-03-03T09:00:00Z'), title: 'A' }),
    ])
  })

  it('answers a replayed create with the first folder and creates no twin', async () => {
    const variables = { m: mutationId(), name: 'Landtag', items: [{ eventId: 'later' }] }
    const first = await ask(CREATE, variables)
    const replay = await ask(CREATE, variables)
    expect(first.body.errors).toBeUndefined()
    expect(replay.text).toBe(first.text)
    expect(await countRows('folders')).toBe(1)
    expect(await countRows('folder_items')).toBe(1)
  })

  it('refuses a client mutation id reused with other input', async () => {
    const m = mutationId()
    await ask(CREATE, { m, name: 'Erster' })
    const reused = await ask(CREATE, { m, name: 'Zweiter' })
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(reused.body.errors?.[0]?.message).toBe(
      'Diese clientMutationId gehört zu einer anderen Änderung.',
    )
  })

  it('adds items once however often the addition is replayed, sorted by start time', async () => {
    const created = await ask(CREATE, { m: mutationId(), name: 'Sortiert' })
    const folderId = (created.body.data?.createFolder as { id: string }).id
    const variables = {
      m: mutationId(),
      f: folderId,
      items: ['later', 'sooner', 'same-time'].map((eventId) => ({ eventId })),
    }
    const answers = await Promise.all([
      ask(ADD, variables),
      ask(ADD, variables),
      ask(ADD, variables),
    ])
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    const [row] = await testApp.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM folder_items WHERE folder_id = $1',
      [folderId],
    )
    expect(row?.n).toBe(3)
    const folder = await ask('query($f: ID!) { folder(id: $f) { items { id } } }', { f: folderId })
    const ids = (folder.body.data?.folder as { items: { id: string }[] }).items.map(
      (item) => item.id,
    )
    expect(ids).toEqual(['sooner', 'same-time', 'later'])
  })

  it('favourites once per replay and refuses unknown entries without writing', async () => {
    const m = mutationId()
    const first = await ask(FAVOURITE, { m, ids: ['sooner', 'later'] })
    const replay = await ask(FAVOURITE, { m, ids: ['sooner', 'later'] })
    expect(replay.text).toBe(first.text)
    expect(await countRows('favourites')).toBe(2)
    const unknown = await ask(FAVOURITE, { m: mutationId(), ids: ['same-time', 'gibt-es-nicht'] })
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT')
    expect(unknown.body.errors?.[0]?.message).toBe('Einen der Einträge gibt es nicht (mehr).')
    expect(await countRows('favourites')).toBe(2)
  })

  const tooMany = Array.from({ length: COLLABORATION_LIMITS.listItems + 1 }, () => ({
    eventId: 'sooner',
  }))
  it.each([
    ['an empty name', { name: '   ' }, 'Bitte geben Sie dem Ordner einen Namen.'],
    [
      'a name too long',
      { name: 'x'.repeat(121) },
      'Der Name darf höchstens 120 Zeichen lang sein.',
    ],
    [
      'a control character',
      { name: 'a\u0007b' },
      'Der Name des Ordners enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    ],
    [
      'a right-to-left override',
      { name: 'Bericht\u202Efdp.exe' },
      'Der Name des Ordners enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    ],
    [
      'a name of only zero-width spaces',
      { name: '\u200B\u200B\u200B' },
      'Der Name des Ordners enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    ],
    [
      'a name of only Hangul fillers',
      { name: '\u3164\u3164' },
      'Der Name des Ordners darf nicht leer sein (unsichtbare Zeichen zählen nicht).',
    ],
    [
      'a note with a next-line control',
      { name: 'Notiz', items: [{ eventId: 'sooner', note: 'a\u0085b' }] },
      'Die Notiz enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
    ],
    [
      'too many items',
      { name: 'Viel', items: tooMany },
      'Höchstens 500 Einträge auf einmal, bitte teilen Sie die Auswahl.',
    ],
    [
      'an unknown entry',
      { name: 'Fehlt', items: [{ eventId: 'nope' }] },
      'Einen der Einträge gibt es nicht (mehr).',
    ],
    [
      'a note too long',
      { name: 'Notiz', items: [{ eventId: 'sooner', note: 'n'.repeat(501) }] },
      'Eine Notiz darf höchstens 500 Zeichen lang sein.',
    ],
    ['a bad client mutation id', { m: 'mit Leerzeichen', name: 'Id' }, undefined],
  ])('refuses %s as BAD_USER_INPUT and writes nothing', async (_case, input, message) => {
    const before = await countRows('folders')
    const answer = await ask(CREATE, { m: mutationId(), ...input })
    expect(codeOf(answer)).toBe('BAD_USER_INPUT')
    if (message) expect(answer.body.errors?.[0]?.message).toBe(message)
    expect(await countRows('folders')).toBe(before)
  })

  it('keeps an owner: the only owner cannot step down, and the last member leaving deletes the folder', async () => {
    const created = await ask(CREATE, { m: mutationId(), name: 'Allein' })
    const folderId = (created.body.data?.createFolder as { id: string }).id
    const stepDown = await ask(
      'mutation($m: ID!, $f: ID!, $c: ID!) { changeMemberRole(clientMutationId: $m, folderId: $f, colleagueId: $c, role: READER) { id } }',
      { m: mutationId(), f: folderId, c: anna.user.id },
    )
    expect(codeOf(stepDown)).toBe('BAD_USER_INPUT')
    const leave = await ask(
      'mutation($m: ID!, $f: ID!) { leaveFolder(clientMutationId: $m, folderId: $f) }',
      { m: mutationId(), f: folderId },
    )
    expect(leave.body.data).toEqual({ leaveFolder: folderId })
    const rows = await testApp.database.query('SELECT 1 FROM folders WHERE id = $1', [folderId])
    expect(rows).toHaveLength(0)
  })

  describe('request limits', () => {
    const post = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${anna.ticket}`, 'content-type': 'application/json' },
        payload,
      })

    it('refuses bad JSON and a missing query with 400 and a code', async () => {
      const badJson = await post('{"query": ')
      expect(badJson.statusCode).toBe(400)
      expect(badJson.json().errors[0].extensions).toEqual({
        code: 'BAD_REQUEST',
        reason: 'INVALID_JSON',
      })
      const noQuery = await post('{"variables": {}}')
      expect(noQuery.statusCode).toBe(400)
      expect(noQuery.json().errors[0].extensions).toEqual({
        code: 'BAD_REQUEST',
        reason: 'QUERY_MISSING',
      })
    })

    it('refuses a document over the size limit', async () => {
      const query = `{ myFavourites { eventId } } # ${'x'.repeat(COLLABORATION_LIMITS.documentBytes)}`
      const answer = await ask(query, {})
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.[0]?.extensions?.reason).toBe('DOCUMENT_TOO_LARGE')
    })

    it('refuses a query nested too deep', async () => {
      // The schema has no cycles; introspection does, and is where depth could run away.
      const nested = (depth: number): string =>
        depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`
      const query = (levels: number) =>
        `{ __schema { types { fields { type { ${nested(levels)} } } } } }`
      expect((await ask(query(COLLABORATION_LIMITS.queryDepth - 5), {})).status).toBe(200)
      const deep = await ask(query(COLLABORATION_LIMITS.queryDepth), {})
      expect(deep.status).toBe(400)
      expect(deep.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    })

    it('refuses a document asking for too many fields', async () => {
      const aliases = Array.from(
        { length: COLLABORATION_LIMITS.fieldCount + 1 },
        (_, i) => `a${i}: myFavourites { eventId }`,
      )
      const answer = await ask(`{ ${aliases.join(' ')} }`, {})
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.map((error) => error.extensions?.code)).toContain(
        'QUERY_TOO_COMPLEX',
      )
    })
  })
})
