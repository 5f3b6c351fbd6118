// Small factories for the filters API tests: users straight into the database, their tickets,
// and requests against the API with a user's ticket.
import type { FastifyInstance } from 'fastify'
import type { SavedSearchResource } from '../../../domain/saved-search-resource'
import type { DatabaseHandle } from '../../db/database'
import { users, type User } from '../../db/schema/index'
import { FILTERS_PATH } from './saved-search-resource'

export interface TestUser {
  user: User
  ticket: string
}

export async function createTestUser(
  app: FastifyInstance,
  database: DatabaseHandle,
  name: string,
): Promise<TestUser> {
  const id = crypto.randomUUID()
  const [user] = await database.db
    .insert(users)
    .values({ id, subject: id, email: `${id}@agenda.test`, name, termsAccepted: true })
    .returning()
  if (!user) throw new Error('user not created')
  return { user, ticket: await app.tickets.issue(user) }
}

export interface FiltersCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Appended to /filters/api/v1/filters, e.g. `/${id}` or `?size=2`. */
  path?: string
  payload?: object
  headers?: Record<string, string>
}

/** Calls the filters API with the user's ticket. */
export function callAs(app: FastifyInstance, who: TestUser) {
  return ({ method = 'GET', path = '', payload, headers }: FiltersCall) =>
    app.inject({
      method,
      url: `${FILTERS_PATH}${path}`,
      headers: { authorization: `Bearer ${who.ticket}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    })
}

export type FiltersCaller = ReturnType<typeof callAs>

export const aSavedSearch = (overrides: object = {}) => ({
  name: 'Landtag Bayern',
  filterRules: [
    { type: 'FILTER_FULLTEXT', values: ['Landtag'] },
    { type: 'FILTER_REGIONAL_SERVICE', values: ['bay'] },
  ],
  ...overrides,
})

/** The id of a saved search: the last segment of its self link (SPEC §3). */
export const idOf = (resource: Pick<SavedSearchResource, '_links'>) =>
  resource._links.self.href.split('/').pop() as string
