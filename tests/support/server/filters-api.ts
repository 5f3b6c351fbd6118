// The filters API tests' helpers: requests against the API with a user's ticket, a saved search
// to send, and the id of one the API answered with.
import type { FastifyInstance } from 'fastify'
import type { SavedSearchResource } from '../../../domain/saved-search-resource'
import { FILTERS_PATH } from '../../../server/routes/filters/saved-search-resource'
import type { TestUser } from './test-users'

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

/** The id of a saved search: the last segment of its self link. */
export const idOf = (resource: Pick<SavedSearchResource, '_links'>) =>
  resource._links.self.href.split('/').pop() as string
