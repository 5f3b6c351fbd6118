import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '@/offline/local-data'
import { isPendingId, withPendingWrites } from './pending-writes'
import { FILTERS_URL, type SavedSearch } from './saved-search'

const search = (id: string, order: number, name = `Suche ${id}`): SavedSearch => ({
  id,
  name,
  filterRules: [{ type: 'FILTER_FULLTEXT', values: [name] }],
  isPublic: false,
  order,
  alerts: { inApp: false, mail: 'off', push: false },
})

let nextEntryId = 1
const entry = (write: Pick<OutboxEntry, 'method' | 'url'> & { body?: unknown }): OutboxEntry => ({
  id: nextEntryId++,
  accountId: 'anna',
  idempotencyKey: `key-${nextEntryId}`,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  description: 'Änderung',
  ...write,
})

describe('pending saved-search writes over the last-seen list', () => {
  it('shows a search created offline after the others, marked as pending', () => {
    const create = entry({
      method: 'POST',
      url: FILTERS_URL,
      body: {
        name: 'Landtag',
        filterRules: [],
        isPublic: false,
        alerts: { inApp: true, mail: 'off', push: false },
      },
    })
    const result = withPendingWrites([search('a', 0), search('b', 4)], [create])
    expect(result.map((item) => item.name)).toEqual(['Suche a', 'Suche b', 'Landtag'])
    expect(result[2]).toMatchObject({
      order: 5,
      pending: true,
      alerts: { inApp: true, mail: 'off', push: false },
    })
    expect(isPendingId(result[2]?.id ?? '')).toBe(true)
  })

  it('applies renames, moves and deletes in the order they were made', () => {
    const result = withPendingWrites(
      [search('a', 0), search('b', 1), search('c', 2)],
      [
        entry({ method: 'PATCH', url: `${FILTERS_URL}/c`, body: { order: 0, name: 'Neu' } }),
        entry({ method: 'PATCH', url: `${FILTERS_URL}/a`, body: { order: 1 } }),
        entry({ method: 'PATCH', url: `${FILTERS_URL}/b`, body: { order: 2 } }),
        entry({ method: 'DELETE', url: `${FILTERS_URL}/b` }),
      ],
    )
    expect(result.map((item) => item.name)).toEqual(['Neu', 'Suche a'])
  })

  it('leaves the list alone for shares and writes of other services', () => {
    const list = [search('a', 0)]
    const result = withPendingWrites(list, [
      entry({ method: 'POST', url: `${FILTERS_URL}/a/share`, body: { recipients: ['x@y.de'] } }),
      entry({ method: 'GET', url: '/useradmin/user-profile/mode?isZenMode=true' }),
    ])
    expect(result).toEqual(list)
  })
})
