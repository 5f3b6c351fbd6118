// POSTs a search to the app as a signed-in user and expects a 200, for the search suites.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { EventSearchRequest } from '../../../domain/events-api'

/** The answer's text of a search over [from, to) with the rules and paging in `body`. */
export async function searchAnswerOf(
  app: FastifyInstance,
  ticket: string,
  body: Partial<EventSearchRequest> & Pick<EventSearchRequest, 'from' | 'to'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/events/api/v1/events/search',
    headers: { authorization: `Bearer ${ticket}` },
    payload: { filterRules: [], ...body },
  })
  expect(response.statusCode).toBe(200)
  return response.body
}
