// Shared execution: subscribers of one notice share a result only when their document, variables
// and viewer shape are the same; a subscriber of another role never gets another's bytes.
import { describe, expect, it } from 'vitest'
import type { DeliveredNotice } from './change-notice'
import { sharedPayload, sharedResult } from './shared-execution'

const aNotice = (): DeliveredNotice => ({
  topic: 'folder:f',
  folderId: 'f',
  kind: 'ITEMS_ADDED',
  actorId: 'rita',
  count: 1,
  shared: new Map(),
})

function executions() {
  let count = 0
  return {
    of: (text: string) => async () => {
      count += 1
      return Buffer.from(text)
    },
    get count() {
      return count
    },
  }
}

describe('shared execution', () => {
  it('executes once per notice, selection and viewer shape', async () => {
    const notice = aNotice()
    const runs = executions()
    const owner = await sharedResult(
      sharedPayload({ myRole: 'OWNER' }, notice, 'role:OWNER'),
      'doc 1',
      runs.of('owner'),
    )
    const reader = await sharedResult(
      sharedPayload({ myRole: 'READER' }, notice, 'role:READER'),
      'doc 1',
      runs.of('reader'),
    )
    const secondReader = await sharedResult(
      sharedPayload({ myRole: 'READER' }, notice, 'role:READER'),
      'doc 1',
      runs.of('second reader'),
    )
    expect(String(owner)).toBe('owner')
    expect(String(reader)).toBe('reader')
    expect(secondReader).toBe(reader)
    expect(runs.count).toBe(2)
  })

  it('shares nothing across documents or notices, nor a payload nobody marked', async () => {
    const [first, second] = [aNotice(), aNotice()]
    const runs = executions()
    const results = await Promise.all([
      sharedResult(sharedPayload({}, first, 'role:READER'), 'doc 1', runs.of('a')),
      sharedResult(sharedPayload({}, first, 'role:READER'), 'doc 2', runs.of('b')),
      sharedResult(sharedPayload({}, second, 'role:READER'), 'doc 1', runs.of('c')),
      sharedResult({}, 'doc 1', runs.of('d')),
      sharedResult({}, 'doc 1', runs.of('e')),
    ])
    expect(results.map(String)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(runs.count).toBe(5)
  })
})
