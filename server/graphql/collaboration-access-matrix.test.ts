// Every query and mutation of the collaboration service, asked by each kind of caller: owner,
// editor, reader, a colleague who is no member, a user of another organisation, and the
// restricted accounts. To a non-member a folder must be exactly a folder that does not exist.
import { describe, expect, it } from 'vitest'
import type { FolderRoleValue } from '../db/schema/index'
import { insertFolder } from '../../tests/support/server/collaboration-factories'
import { anEvent, insertEvents } from '../../tests/support/server/agenda-factories'
import { graphql, mutationId } from '../../tests/support/server/graphql-client'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { databaseModes } from '../../tests/support/server/test-database'
import { createTestUser, type TestUser } from '../../tests/support/server/test-users'

type Outcome = 'ok' | 'FORBIDDEN' | 'BAD_USER_INPUT'

/** Each folder operation, with what owner, editor and reader get. */
const FOLDER_OPERATIONS: Record<
  string,
  { document: string; owner: Outcome; editor: Outcome; reader: Outcome }
> = {
  folder: {
    document: 'query($f: ID!) { folder(id: $f) { id name itemCount } }',
    owner: 'ok',
    editor: 'ok',
    reader: 'ok',
  },
  renameFolder: {
    document:
      'mutation($m: ID!, $f: ID!) { renameFolder(clientMutationId: $m, folderId: $f, name: "Neu") { id } }',
    owner: 'ok',
    editor: 'FORBIDDEN',
    reader: 'FORBIDDEN',
  },
  deleteFolder: {
    document: 'mutation($m: ID!, $f: ID!) { deleteFolder(clientMutationId: $m, folderId: $f) }',
    owner: 'ok',
    editor: 'FORBIDDEN',
    reader: 'FORBIDDEN',
  },
  addFolderItems: {
    document:
      'mutation($m: ID!, $f: ID!) { addFolderItems(clientMutationId: $m, folderId: $f, items: [{ eventId: "matrix-2" }]) { itemCount } }',
    owner: 'ok',
    editor: 'ok',
    reader: 'FORBIDDEN',
  },
  removeFolderItems: {
    document:
      'mutation($m: ID!, $f: ID!) { removeFolderItems(clientMutationId: $m, folderId: $f, eventIds: ["matrix-1"]) { itemCount } }',
    owner: 'ok',
    editor: 'ok',
    reader: 'FORBIDDEN',
  },
  inviteColleague: {
    document:
      'mutation($m: ID!, $f: ID!, $e: String!) { inviteColleague(clientMutationId: $m, folderId: $f, email: $e, role: READER) { id } }',
    owner: 'ok',
    editor: 'FORBIDDEN',
    reader: 'FORBIDDEN',
  },
  changeMemberRole: {
    document:
      'mutation($m: ID!, $f: ID!, $c: ID!) { changeMemberRole(clientMutationId: $m, folderId: $f, colleagueId: $c, role: EDITOR) { id } }',
    owner: 'ok',
    editor: 'FORBIDDEN',
    reader: 'FORBIDDEN',
  },
  removeMember: {
    document:
      'mutation($m: ID!, $f: ID!, $c: ID!) { removeMember(clientMutationId: $m, folderId: $f, colleagueId: $c) { id } }',
    owner: 'ok',
    editor: 'FORBIDDEN',
    reader: 'FORBIDDEN',
  },
  leaveFolder: {
    document: 'mutation($m: ID!, $f: ID!) { leaveFolder(clientMutationId: $m, folderId: $f) }',
    // The only owner must hand the folder over first.
    owner: 'BAD_USER_INPUT',
    editor: 'ok',
    reader: 'ok',
  },
}

const OWN_OPERATIONS = {
  myFolders: '{ myFolders { id } }',
  myFavourites: '{ myFavourites { eventId } }',
  favourite:
    'mutation($m: ID!) { favourite(clientMutationId: $m, eventIds: ["matrix-1"]) { eventId } }',
  unfavourite:
    'mutation($m: ID!) { unfavourite(clientMutationId: $m, eventIds: ["matrix-1"]) { eventId } }',
}

describe.each(databaseModes())('collaboration access matrix (%s)', (mode) => {
  const testApp = setUpTestApp(mode)
  const people = {} as Record<
    | 'owner'
    | 'editor'
    | 'reader'
    | 'colleague'
    | 'outsider'
    | 'newcomer'
    | 'inactive'
    | 'basis'
    | 'consentless',
    TestUser
  >

  async function folderOfThree(): Promise<string> {
    const members: { userId: string; role: FolderRoleValue }[] = [
      { userId: people.owner.user.id, role: 'owner' },
      { userId: people.editor.user.id, role: 'editor' },
      { userId: people.reader.user.id, role: 'reader' },
    ]
    return insertFolder(testApp.database, { members, eventIds: ['matrix-1'] })
  }

  const ask = (caller: TestUser, document: string, folderId: string) =>
    graphql(testApp.app, caller.ticket, document, {
      m: mutationId(),
      f: folderId,
      e: people.newcomer.user.email,
      c: people.reader.user.id,
    })

  it('sets up the callers', async () => {
    const { app, database } = testApp
    await insertEvents(database, [anEvent({ id: 'matrix-1' }), anEvent({ id: 'matrix-2' })])
    for (const name of ['owner', 'editor', 'reader', 'colleague', 'newcomer'] as const) {
      people[name] = await createTestUser(app, database, name)
    }
    people.outsider = await createTestUser(app, database, 'outsider', {
      organisation: 'andere-redaktion',
    })
    people.inactive = await createTestUser(app, database, 'inactive', { accessStatus: 'inactive' })
    people.basis = await createTestUser(app, database, 'basis', { agendaPlus: false })
    people.consentless = await createTestUser(app, database, 'consentless', {
      termsAccepted: false,
    })
  })

  for (const [operation, rule] of Object.entries(FOLDER_OPERATIONS)) {
    for (const role of ['owner', 'editor', 'reader'] as const) {
      it(`${operation} as ${role}: ${rule[role]}`, async () => {
        const answer = await ask(people[role], rule.document, await folderOfThree())
        expect(answer.status).toBe(200)
        if (rule[role] === 'ok') {
          expect(answer.body.errors).toBeUndefined()
          expect(Object.values(answer.body.data ?? {})[0]).not.toBeNull()
        } else {
          expect(answer.body.errors?.[0]?.extensions?.code).toBe(rule[role])
          expect(answer.body.data).toBeNull()
        }
      })
    }

    for (const stranger of ['colleague', 'outsider'] as const) {
      it(`${operation} by a non-member (${stranger}) answers exactly as for a missing folder`, async () => {
        const existing = await ask(people[stranger], rule.document, await folderOfThree())
        const missing = await ask(people[stranger], rule.document, crypto.randomUUID())
        expect(existing.status).toBe(missing.status)
        expect(existing.text).toBe(missing.text)
        if (operation === 'folder') expect(existing.body).toEqual({ data: { folder: null } })
        else expect(existing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
      })
    }
  }

  it('lists a folder only in its members’ folder lists', async () => {
    const folderId = await folderOfThree()
    for (const role of ['owner', 'editor', 'reader', 'colleague', 'outsider'] as const) {
      const answer = await graphql(testApp.app, people[role].ticket, OWN_OPERATIONS.myFolders)
      const ids = (answer.body.data?.myFolders as { id: string }[]).map((folder) => folder.id)
      expect(ids.includes(folderId)).toBe(['owner', 'editor', 'reader'].includes(role))
    }
  })

  for (const [operation, document] of Object.entries(OWN_OPERATIONS)) {
    it(`${operation} works for every account with access`, async () => {
      for (const role of ['owner', 'reader', 'outsider'] as const) {
        const answer = await ask(people[role], document, '')
        expect(answer.body.errors).toBeUndefined()
      }
    })
  }

  const RESTRICTED = {
    inactive: 'ACCESS_INACTIVE',
    basis: 'AGENDA_PLUS_REQUIRED',
    consentless: 'TERMS_NOT_ACCEPTED',
  } as const
  const everyDocument = [
    ...Object.values(FOLDER_OPERATIONS).map((rule) => rule.document),
    ...Object.values(OWN_OPERATIONS),
  ]
  for (const [account, reason] of Object.entries(RESTRICTED)) {
    it(`gives the restricted account ${account} nothing (${reason})`, async () => {
      const folderId = await insertFolder(testApp.database, {
        members: [{ userId: people[account as keyof typeof RESTRICTED].user.id, role: 'owner' }],
      })
      for (const document of everyDocument) {
        const answer = await ask(people[account as keyof typeof RESTRICTED], document, folderId)
        expect(answer.status).toBe(403)
        expect(answer.body.data).toBeNull()
        expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason })
      }
    })
  }

  it('refuses a request without a ticket as UNAUTHENTICATED', async () => {
    const answer = await graphql(testApp.app, undefined, OWN_OPERATIONS.myFolders)
    expect(answer.status).toBe(401)
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('invites nobody of another organisation, in the words used for an unknown address', async () => {
    const { document } = FOLDER_OPERATIONS.inviteColleague ?? { document: '' }
    const invite = (email: string) =>
      graphql(testApp.app, people.owner.ticket, document, {
        m: mutationId(),
        f: folderId,
        e: email,
      })
    const folderId = await folderOfThree()
    const outsider = await invite(people.outsider.user.email)
    const unknown = await invite('niemand@agenda.test')
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect(outsider.text).toBe(unknown.text)
  })
})
