// Guards our APIs: `preHandler: app.requireTicket` accepts only a valid ticket (RS256, our
// issuer and audience, not expired) and exposes its claims as request.ticket.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors as joseErrors } from 'jose'
import { ApiError } from './api-errors'
import type { TicketClaims, TicketService } from '../auth/tickets'

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketService
    requireTicket: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    ticket: TicketClaims
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

export default fp(
  async function ticketAuth(app: FastifyInstance, options: { tickets: TicketService }) {
    app.decorate('tickets', options.tickets)
    app.decorateRequest('ticket', null as unknown as TicketClaims)
    app.decorate('requireTicket', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.')
      try {
        request.ticket = await options.tickets.verify(token)
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired
        request.log.info({ reason: (error as Error).message }, 'ticket rejected')
        throw new ApiError(
          401,
          expired ? 'TICKET_EXPIRED' : 'INVALID_TICKET',
          expired
            ? 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.'
            : 'Ihre Anmeldung ist ungültig. Bitte melden Sie sich erneut an.',
        )
      }
    })
  },
  { name: 'ticket-auth', dependencies: ['api-errors'] },
)
