import { beforeAll, describe, expect, it } from 'vitest'
import { databaseModes } from '../../../tests/support/server/test-database'
import { setUpTestApp } from '../../../tests/support/server/set-up-test-app'
import {
  aSavedSearch,
  callAs,
  idOf,
  type FiltersCall,
  type FiltersCaller,
} from '../../../tests/support/server/filters-api'
import { createTestUser, type TestUser } from '../../../tests/support/server/test-users'

describe.each(databaseModes())('filters API on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let anna: TestUser
  let ben: TestUser
  let asAnna: FiltersCaller
  let asBen: typeof asAnna

  beforeAll(async () => {
    anna = await createTestUser(suite.app, suite.database, 'Anna Redaktion')
    ben = await createTestUser(suite.app, suite.database, 'Ben Kollege')
    asAnna = callAs(suite.app, anna)
    asBen = callAs(suite.app, ben)
  })

  const create = async (call: FiltersCaller, overrides = {}) => {
    const response = await call({ method: 'POST', payload: aSavedSearch(overrides) })
    expect(response.statusCode).toBe(201)
    return response.json()
  }

  it('creates a saved search and answers it with its self link', async () => {
    const response = await asAnna({
      method: 'POST',
      payload: aSavedSearch({ name: '  Landtag  ' }),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      name: 'Landtag',
      filterRules: aSavedSearch().filterRules,
      isPublic: false,
      order: expect.any(Number),
      notify: false,
      alerts: { inApp: false, mail: 'off', push: false },
      _links: {
        self: { href: expect.stringMatching(/^\/filters\/api\/v1\/filters\/[0-9a-f-]{36}$/) },
      },
    })
  })

  it('lists only the signed-in user’s searches, sorted by order, new ones last', async () => {
    const user = await createTestUser(suite.app, suite.database, 'Liste')
    const asUser = callAs(suite.app, user)
    await create(asUser, { name: 'Zweite', order: 5 })
    await create(asUser, { name: 'Erste', order: 1 })
    const appended = await create(asUser, { name: 'Angehängt' })
    expect(appended.order).toBe(6)
    await create(asBen, { name: 'Fremd' })

    const response = await asUser({ path: '?sort=order&size=1000' })
    expect(response.statusCode).toBe(200)
    const names = response.json()._embedded.filters.map((filter: { name: string }) => filter.name)
    expect(names).toEqual(['Erste', 'Zweite', 'Angehängt'])
    const limited = await asUser({ path: '?sort=order&size=2' })
    expect(limited.json()._embedded.filters).toHaveLength(2)
  })

  it('changes name, rules, visibility, order and notification with PATCH', async () => {
    const id = idOf(await create(asAnna))
    const changes = {
      name: 'Bundesliga',
      filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Bundesliga', 'DFB'] }],
      isPublic: true,
      order: 42,
      notify: true,
    }
    const response = await asAnna({ method: 'PATCH', path: `/${id}`, payload: changes })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject(changes)
    expect((await asAnna({ path: `/${id}` })).json()).toMatchObject(changes)
  })

  it('keeps fields a PATCH leaves out and ignores the links a client sends back', async () => {
    const created = await create(asAnna, { notify: true })
    const response = await asAnna({
      method: 'PATCH',
      path: `/${idOf(created)}`,
      payload: { name: 'Umbenannt', _links: { self: { href: '/anderswo' } } },
    })
    expect(response.json()).toEqual({ ...created, name: 'Umbenannt' })
  })

  it('deletes a saved search with 204, after which it is gone', async () => {
    const id = idOf(await create(asAnna))
    expect((await asAnna({ method: 'DELETE', path: `/${id}` })).statusCode).toBe(204)
    expect((await asAnna({ path: `/${id}` })).statusCode).toBe(404)
    expect((await asAnna({ method: 'DELETE', path: `/${id}` })).statusCode).toBe(404)
  })

  it('answers the owner’s name with a search so a shared one can show who shared it', async () => {
    const id = idOf(await create(asAnna, { isPublic: true }))
    expect((await asAnna({ path: `/${id}` })).json().owner).toEqual({
      name: 'Anna Redaktion',
      isCurrentUser: true,
    })
    expect((await asBen({ path: `/${id}` })).json().owner).toEqual({
      name: 'Anna Redaktion',
      isCurrentUser: false,
    })
  })

  describe('another user’s private search', () => {
    it('is a 404 to read, change, delete or share, exactly like a missing one', async () => {
      const id = idOf(await create(asAnna, { isPublic: false }))
      const missing = crypto.randomUUID()
      for (const target of [id, missing]) {
        const calls: FiltersCall[] = [
          { path: `/${target}` },
          { method: 'PATCH', path: `/${target}`, payload: { name: 'Gekapert' } },
          { method: 'DELETE', path: `/${target}` },
          { method: 'POST', path: `/${target}/share`, payload: { recipients: ['x@agenda.test'] } },
        ]
        for (const call of calls) {
          const response = await asBen(call)
          expect(response.statusCode, `${call.method ?? 'GET'} ${target}`).toBe(404)
          expect(response.json().code).toBe('NOT_FOUND')
        }
      }
      expect((await asAnna({ path: `/${id}` })).json().name).toBe('Landtag Bayern')
    })
  })

  describe('another user’s public search', () => {
    it('can be read but neither changed nor deleted (403)', async () => {
      const created = await create(asAnna, { isPublic: true })
      const id = idOf(created)
      expect((await asBen({ path: `/${id}` })).json()).toMatchObject({ name: created.name })
      const patch = await asBen({ method: 'PATCH', path: `/${id}`, payload: { name: 'Gekapert' } })
      expect(patch.statusCode).toBe(403)
      expect(patch.json().code).toBe('FORBIDDEN')
      expect((await asBen({ method: 'DELETE', path: `/${id}` })).statusCode).toBe(403)
      expect((await asAnna({ path: `/${id}` })).json().name).toBe(created.name)
    })

    it('does not appear in the other user’s list', async () => {
      const id = idOf(await create(asAnna, { isPublic: true }))
      const listed = (await asBen({})).json()._embedded.filters.map(idOf)
      expect(listed).not.toContain(id)
    })
  })

  it('refuses every call without a valid ticket', async () => {
    const response = await suite.app.inject({ url: '/filters/api/v1/filters' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHENTICATED')
  })
})
