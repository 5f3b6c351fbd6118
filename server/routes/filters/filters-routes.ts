// /filters/api/v1/filters: the user's saved searches (docs/product.md#saved-searches), HAL style.
// Writes take an Idempotency-Key so the app's offline outbox can replay them without twins.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cleanSavedSearchName } from '../../../domain/saved-search-name'
import { PAGE_SIZE_MAX } from '../../../domain/saved-search-limits'
import {
  SavedSearchCreateSchema,
  SavedSearchListQuerySchema,
  SavedSearchPatchSchema,
} from '../../../domain/saved-search-resource'
import type { DatabaseHandle } from '../../db/database'
import {
  IdParamsSchema,
  typeBoxValidatorCompiler,
  type SchemaTypes,
} from '../../schemas/route-schemas'
import { FILTERS_PATH, toCollection, toResource, toSharedResource } from './saved-search-resource'
import {
  createSavedSearch,
  deleteSavedSearch,
  findVisibleSavedSearch,
  listOwnSavedSearches,
  updateSavedSearch,
} from './saved-search-store'
import { registerShareRoute } from './share-route'
import { createdRowId } from '../../plugins/idempotency'

/** The name is checked as it will be stored: without bidi controls and outer white space. */
async function cleanName(request: FastifyRequest) {
  const { body } = request
  if (typeof body !== 'object' || body === null || !('name' in body)) return
  if (typeof body.name === 'string') body.name = cleanSavedSearchName(body.name)
}

export default async function filtersRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; publicUrl: string },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  const { db } = options.database
  // Who may ask comes before what is asked: without a ticket every call is a 401.
  app.addHook('onRequest', app.requireTicket)
  app.addHook('onRequest', app.requireAgendaAccess)
  app.setValidatorCompiler(typeBoxValidatorCompiler)
  // Route-level, so it runs after the ticket check it depends on.
  const write = { preHandler: app.idempotent }

  app.get(FILTERS_PATH, { schema: { querystring: SavedSearchListQuerySchema } }, async (request) =>
    toCollection(
      await listOwnSavedSearches(db, request.ticket.sub, request.query.size ?? PAGE_SIZE_MAX),
    ),
  )

  app.post(
    FILTERS_PATH,
    { ...write, preValidation: cleanName, schema: { body: SavedSearchCreateSchema } },
    async (request, reply) => {
      const row = await createSavedSearch(
        db,
        request.ticket.sub,
        request.body,
        createdRowId(request),
      )
      request.log.info({ savedSearchId: row.id }, 'saved search created')
      return reply.status(201).send(toResource(row))
    },
  )

  const params = IdParamsSchema

  app.get(`${FILTERS_PATH}/:id`, { schema: { params } }, async (request) => {
    const userId = request.ticket.sub
    const { row, ownerName } = await findVisibleSavedSearch(db, request.params.id, userId)
    return toSharedResource(row, { name: ownerName, isCurrentUser: row.ownerId === userId })
  })

  app.patch(
    `${FILTERS_PATH}/:id`,
    { ...write, preValidation: cleanName, schema: { params, body: SavedSearchPatchSchema } },
    async (request) =>
      toResource(await updateSavedSearch(db, request.params.id, request.ticket.sub, request.body)),
  )

  app.delete(`${FILTERS_PATH}/:id`, { ...write, schema: { params } }, async (request, reply) => {
    await deleteSavedSearch(db, request.params.id, request.ticket.sub)
    request.log.info({ savedSearchId: request.params.id }, 'saved search deleted')
    return reply.status(204).send()
  })

  registerShareRoute(instance, { db, publicUrl: options.publicUrl })
}
