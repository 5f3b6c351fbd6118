import { ApolloClient } from '@apollo/client'
import { MockLink } from '@apollo/client/testing'
import { describe, expect, it } from 'vitest'
import { createCollaborationCache } from '@/lib/apollo/collaboration-cache-policy'
import {
  FolderDocument,
  FolderHeadFragmentDoc,
  FolderMembersDocument,
  type CoverageFieldsFragment,
  type FolderChangedSubscription,
} from '../api/generated/operations'
import { followFolderChange, withChangedItems } from './follow-folder-change'

const colleague = (id: string, name: string) => ({
  __typename: 'Colleague' as const,
  id,
  name,
  email: `${id}@agenda.test`,
})
const rita = colleague('u1', 'Rita')
const karla = colleague('u2', 'Karla')

const item = (id: string, startTime: string, title = `Termin ${id}`) => ({
  __typename: 'FolderItem' as const,
  id,
  type: 'EVENT' as const,
  title,
  topicMetadata: null,
  eventMetadata: {
    __typename: 'ItemMetadata' as const,
    startTime,
    endTime: startTime,
    isWholeDay: false,
    embargo: null,
    location: { __typename: 'ItemLocation' as const, region: 'Berlin', country: null },
  },
  addedBy: { __typename: 'Colleague' as const, name: 'Rita' },
  note: null,
  coverages: [] as CoverageFieldsFragment[],
})
const member = (who: typeof rita, role: 'OWNER' | 'EDITOR' | 'READER') => ({
  __typename: 'Member' as const,
  colleague: who,
  role,
  addedAt: '2026-11-24T07:00:00.000Z',
})
const head = (itemCount: number) => ({
  __typename: 'Folder' as const,
  id: 'f1',
  name: 'Landtag',
  myRole: 'OWNER' as const,
  itemCount,
  createdAt: '2026-11-24T07:00:00.000Z',
  updatedAt: `2026-11-24T09:0${itemCount}:00.000Z`,
})

type Change = FolderChangedSubscription['folderChanged']
const change = (fields: Partial<Change>): Change => ({
  folderId: 'f1',
  kind: 'ITEMS_ADDED',
  by: karla,
  count: 1,
  folder: head(2),
  addedItems: null,
  removedItemIds: null,
  changedItems: null,
  ...fields,
})

/** A client with the folder cached; the network answers only the given queries. */
function clientWithFolder(answers: ConstructorParameters<typeof MockLink>[0] = []) {
  const client = new ApolloClient({
    link: new MockLink(answers),
    cache: createCollaborationCache(),
  })
  client.writeQuery({
    query: FolderDocument,
    variables: { id: 'f1' },
    data: {
      folder: {
        ...head(2),
        members: [member(rita, 'OWNER'), member(karla, 'EDITOR')],
        items: [item('a', '2026-11-25T09:00:00.000Z'), item('c', '2026-11-27T09:00:00.000Z')],
      },
    },
  })
  const folder = () =>
    client.readQuery({ query: FolderDocument, variables: { id: 'f1' } })?.folder ?? null
  return { client, folder }
}

describe('withChangedItems', () => {
  const items = [item('a', '2026-11-25T09:00:00.000Z'), item('c', '2026-11-27T09:00:00.000Z')]

  it('puts added items in the service’s order: start time, then title', () => {
    const added = [
      item('b', '2026-11-26T09:00:00.000Z'),
      item('d', '2026-11-25T09:00:00.000Z', 'A'),
    ]
    expect(
      withChangedItems(items, { addedItems: added, removedItemIds: null }).map(({ id }) => id),
    ).toEqual(['d', 'a', 'b', 'c'])
  })

  it('drops removed items and never lists an item twice', () => {
    const again = item('a', '2026-11-25T09:00:00.000Z', 'Neu')
    expect(withChangedItems(items, { addedItems: null, removedItemIds: ['c'] })).toEqual([items[0]])
    expect(withChangedItems(items, { addedItems: [again], removedItemIds: null })).toEqual([
      again,
      items[1],
    ])
  })
})

describe('followFolderChange', () => {
  it('adds the change’s items to the cached folder without asking the network', async () => {
    const { client, folder } = clientWithFolder()
    const added = item('b', '2026-11-26T09:00:00.000Z')
    client.writeFragment({
      id: 'Folder:f1',
      fragment: FolderHeadFragmentDoc,
      data: head(3),
    })
    await followFolderChange(client, 'f1', change({ folder: head(3), addedItems: [added] }))
    expect(folder()?.items.map(({ id }) => id)).toEqual(['a', 'b', 'c'])
    expect(folder()?.itemCount).toBe(3)
    expect(folder()?.members).toHaveLength(2)
  })

  it('puts a changed item’s coverage in its place', async () => {
    const { client, folder } = clientWithFolder()
    const covered = {
      ...item('c', '2026-11-27T09:00:00.000Z'),
      coverages: [
        {
          __typename: 'Coverage' as const,
          id: 'k1',
          assignee: { __typename: 'Colleague' as const, id: 'u2', name: 'Karla' },
          format: 'PHOTO' as const,
          status: 'IN_PROGRESS' as const,
          note: null,
          updatedAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    }
    const coverage = change({ kind: 'COVERAGE_CHANGED', folder: head(2), changedItems: [covered] })
    await followFolderChange(client, 'f1', coverage)
    expect(folder()?.items.map(({ id }) => id)).toEqual(['a', 'c'])
    expect(folder()?.items[1]?.coverages).toEqual([
      expect.objectContaining({ id: 'k1', format: 'PHOTO', status: 'IN_PROGRESS' }),
    ])
  })

  it('removes the named items', async () => {
    const { client, folder } = clientWithFolder()
    const removal = change({ kind: 'ITEMS_REMOVED', folder: head(1), removedItemIds: ['a'] })
    await followFolderChange(client, 'f1', removal)
    expect(folder()?.items.map(({ id }) => id)).toEqual(['c'])
  })

  it('reads only the members again after a members change', async () => {
    const { client, folder } = clientWithFolder([
      {
        request: { query: FolderMembersDocument, variables: { id: 'f1' } },
        result: {
          data: {
            folder: {
              __typename: 'Folder',
              id: 'f1',
              myRole: 'OWNER',
              members: [member(rita, 'OWNER')],
            },
          },
        },
      },
    ])
    await followFolderChange(client, 'f1', change({ kind: 'MEMBERS_CHANGED' }))
    expect(folder()?.members.map(({ colleague }) => colleague.name)).toEqual(['Rita'])
    expect(folder()?.items).toHaveLength(2)
  })

  it('reads the whole folder again when the change could not name its items', async () => {
    const { client, folder } = clientWithFolder([
      {
        request: { query: FolderDocument, variables: { id: 'f1' } },
        result: {
          data: {
            folder: {
              ...head(1),
              members: [member(rita, 'OWNER')],
              items: [item('z', '2026-11-30T09:00:00.000Z')],
            },
          },
        },
      },
    ])
    await followFolderChange(client, 'f1', change({ count: 300 }))
    expect(folder()?.items.map(({ id }) => id)).toEqual(['z'])
  })

  it('shows the folder as gone when the change comes without it', async () => {
    const { client, folder } = clientWithFolder()
    await followFolderChange(client, 'f1', change({ kind: 'DELETED', folder: null }))
    expect(folder()).toBeNull()
  })

  it('rejects when the members cannot be read again', async () => {
    const { client } = clientWithFolder([
      {
        request: { query: FolderMembersDocument, variables: { id: 'f1' } },
        error: new Error('Failed to fetch'),
      },
    ])
    await expect(
      followFolderChange(client, 'f1', change({ kind: 'MEMBERS_CHANGED' })),
    ).rejects.toThrow('Failed to fetch')
  })
})
