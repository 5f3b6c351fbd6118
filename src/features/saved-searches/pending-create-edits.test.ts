import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { localData, type OutboxEntry } from '@/offline/local-data'
import { editPendingCreate } from './pending-create-edits'
import { pendingIdOf } from './pending-writes'
import { FILTERS_URL } from './saved-search'

async function queueCreate(attempts = 0): Promise<OutboxEntry> {
  return localData.outbox.add({
    accountId: 'anna',
    idempotencyKey: crypto.randomUUID(),
    method: 'POST',
    url: FILTERS_URL,
    body: { name: 'Landtag', filterRules: [], isPublic: false, notify: false },
    createdAt: 0,
    attempts,
    nextAttemptAt: 0,
    description: 'Suche „Landtag“ speichern',
  })
}

beforeEach(async () => {
  for (const entry of await localData.outbox.list()) await localData.outbox.remove(entry.id)
})

describe('changing a search whose create still waits', () => {
  it('renames it inside the waiting create, keeping its idempotency key', async () => {
    const create = await queueCreate()
    await editPendingCreate(pendingIdOf(create), (body) => ({ ...body, name: 'Landtag Bayern' }))
    const [entry] = await localData.outbox.list()
    expect(entry?.idempotencyKey).toBe(create.idempotencyKey)
    expect(entry?.body).toMatchObject({ name: 'Landtag Bayern' })
  })

  it('drops the create when it is deleted before it was sent', async () => {
    const create = await queueCreate()
    await editPendingCreate(pendingIdOf(create), () => null)
    expect(await localData.outbox.list()).toEqual([])
  })

  it('refuses once the create was tried, since the server may hold it under its key', async () => {
    const create = await queueCreate(1)
    await expect(
      editPendingCreate(pendingIdOf(create), (body) => ({ ...body, name: 'Anders' })),
    ).rejects.toThrow('Die Suche wird gerade übertragen')
    expect((await localData.outbox.list())[0]?.body).toMatchObject({ name: 'Landtag' })
  })
})
