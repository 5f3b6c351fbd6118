import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import { readWrittenMails } from '../../mail/mail-files'
import {
  aSavedSearch,
  callAs,
  idOf,
  type FiltersCaller,
} from '../../../tests/support/server/filters-api'
import { createTestUser } from '../../../tests/support/server/test-users'

// The app's offline outbox replays writes with their Idempotency-Key; each must take effect once.
describe.each(databaseModes())('filters API writes with an Idempotency-Key on %s', (mode) => {
  const suite = setUpTestApp(mode, { dataDirOnDisk: true })
  let asAnna: FiltersCaller

  beforeAll(async () => {
    asAnna = callAs(suite.app, await createTestUser(suite.app, suite.database, 'Anna'))
  })

  const withKey = (key: string) => ({ 'idempotency-key': key })
  const listNames = async () =>
    (await asAnna({})).json()._embedded.filters.map((filter: { name: string }) => filter.name)

  it('creates a search once when the same POST is repeated, answering both with it', async () => {
    const post = () =>
      asAnna({
        method: 'POST',
        payload: aSavedSearch({ name: 'Einmalig' }),
        headers: withKey('create-1'),
      })
    const first = await post()
    const repeat = await post()
    expect(first.statusCode).toBe(201)
    expect(repeat.statusCode).toBe(201)
    expect(repeat.json()).toEqual(first.json())
    expect((await listNames()).filter((name: string) => name === 'Einmalig')).toHaveLength(1)

    const other = await asAnna({
      method: 'POST',
      payload: aSavedSearch({ name: 'Einmalig' }),
      headers: withKey('create-2'),
    })
    expect(idOf(other.json())).not.toBe(idOf(first.json()))
  })

  it('answers a repeated DELETE with its first 204 instead of a 404', async () => {
    const id = idOf((await asAnna({ method: 'POST', payload: aSavedSearch() })).json())
    const remove = () => asAnna({ method: 'DELETE', path: `/${id}`, headers: withKey('delete-1') })
    expect((await remove()).statusCode).toBe(204)
    expect((await remove()).statusCode).toBe(204)
  })

  it('mails a shared search once when the share is repeated', async () => {
    const id = idOf((await asAnna({ method: 'POST', payload: aSavedSearch() })).json())
    const shareOnce = () =>
      asAnna({
        method: 'POST',
        path: `/${id}/share`,
        payload: { recipients: ['einmal@agenda.test'] },
        headers: withKey('share-1'),
      })
    expect((await shareOnce()).json()).toEqual({ sent: 1 })
    expect((await shareOnce()).json()).toEqual({ sent: 1 })
    expect(await readWrittenMails(path.join(suite.dataDir, 'mail'))).toHaveLength(1)
  })
})
