import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '@/offline/local-data'
import { pendingFavourites } from './pending-favourites'

function write(operationName: string, eventIds: string[], kind?: 'graphql'): OutboxEntry {
  return {
    id: 1,
    accountId: 'u1',
    idempotencyKey: 'k',
    method: 'POST',
    url: '/graphql',
    body: { query: '…', operationName, variables: { eventIds } },
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    description: '',
    ...(kind ? { kind } : {}),
  }
}

describe('favourites waiting in the outbox', () => {
  it('lays set and cleared stars over the list, the later write winning', () => {
    const pending = pendingFavourites([
      write('Favourite', ['e1', 'e2'], 'graphql'),
      write('Unfavourite', ['e2'], 'graphql'),
    ])
    expect(pending).toEqual(
      new Map([
        ['e1', true],
        ['e2', false],
      ]),
    )
  })

  it('ignores other writes', () => {
    expect(
      pendingFavourites([write('AddFolderItems', ['e1'], 'graphql'), write('Favourite', ['e1'])]),
    ).toEqual(new Map())
  })
})
