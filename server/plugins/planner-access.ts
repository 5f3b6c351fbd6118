// Guards the planning desk (issue 17, docs/architecture.md#planning-desk) by the account's role as
// the database holds it now, not the ticket's copy: taking the role away takes effect at once.
//
// Use it after the ticket and agenda-access checks:
//   app.addHook('onRequest', app.requirePlanner)
// A refusal is 403 PLANNER_REQUIRED.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './api-errors'

declare module 'fastify' {
  interface FastifyInstance {
    requirePlanner: (request: FastifyRequest) => Promise<void>
  }
}

export default fp(
  async function plannerAccess(app: FastifyInstance) {
    app.decorate('requirePlanner', async (request: FastifyRequest) => {
      if (!request.ticket) throw new Error('app.requirePlanner needs app.requireTicket first')
      // Read with the ticket's session on this request (ticket-auth.ts).
      if (request.account?.isPlanner) return
      request.log.info('planning desk refused: not a planner')
      throw new ApiError(
        403,
        'PLANNER_REQUIRED',
        'Die Planung ist nur für Konten der Planungsredaktion zugänglich.',
      )
    })
  },
  { name: 'planner-access', dependencies: ['ticket-auth'] },
)
