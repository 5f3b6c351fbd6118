// /filters/api/v1/filters: the signed-in user's saved searches (SPEC §7), HAL style. Writes take
// an Idempotency-Key so the app's offline outbox can replay them without creating twins.
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import { parseCreate, parseListQuery, parsePatch } from './saved-search-input'
import { FILTERS_PATH, toCollection, toResource, toSharedResource } from './saved-search-resource'
import {
  createSavedSearch,
  deleteSavedSearch,
  findVisibleSavedSearch,
  listOwnSavedSearches,
  updateSavedSearch,
} from './saved-search-store'
import { registerShareRoute } from './share-route'
import { useTransactionIds } from './transaction-id'

interface IdParams {
  id: string
}

export default async function filtersRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; publicUrl: string },
) {
  const { db } = options.database
  useTransactionIds(app)
  app.addHook('preHandler', app.requireTicket)
  // Route-level, so it runs after the ticket check it depends on.
  const write = { preHandler: app.idempotent }

  app.get(FILTERS_PATH, async (request) => {
    const { size } = parseListQuery(request.query)
    return toCollection(await listOwnSavedSearches(db, request.ticket.sub, size))
  })

  app.post(FILTERS_PATH, write, async (request, reply) => {
    const row = await createSavedSearch(db, request.ticket.sub, parseCreate(request.body))
    request.log.info({ savedSearchId: row.id }, 'saved search created')
    return reply.status(201).send(toResource(row))
  })

  app.get<{ Params: IdParams }>(`${FILTERS_PATH}/:id`, async (request) => {
    const userId = request.ticket.sub
    const { row, ownerName } = await findVisibleSavedSearch(db, request.params.id, userId)
    return toSharedResource(row, { name: ownerName, isCurrentUser: row.ownerId === userId })
  })

  app.patch<{ Params: IdParams }>(`${FILTERS_PATH}/:id`, write, async (request) => {
    const patch = parsePatch(request.body)
    return toResource(await updateSavedSearch(db, request.params.id, request.ticket.sub, patch))
  })

  app.delete<{ Params: IdParams }>(`${FILTERS_PATH}/:id`, write, async (request, reply) => {
    await deleteSavedSearch(db, request.params.id, request.ticket.sub)
    request.log.info({ savedSearchId: request.params.id }, 'saved search deleted')
    return reply.status(204).send()
  })

  registerShareRoute(app, { db, publicUrl: options.publicUrl })
}
