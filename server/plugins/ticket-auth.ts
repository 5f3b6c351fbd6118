// Guards our APIs: `preHandler: app.requireTicket` accepts only a valid ticket (RS256, our
// issuer and audience, not expired, its session not signed out) and exposes its claims as
// request.ticket, and its account as the database holds it now (read with the session) as
// request.account, for the guards after it (agenda-access.ts, planner-access.ts).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors as joseErrors } from 'jose'
import { ApiError } from './api-errors'
import type { AccountFacts } from '../auth/ticket-sessions'
import { TicketRevokedError, type TicketClaims, type TicketService } from '../auth/tickets'

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketService
    requireTicket: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    ticket: TicketClaims
    /** Undefined when the ticket's account is gone. */
    account: AccountFacts | undefined
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

function rejectedTicket(error: unknown): ApiError {
  if (error instanceof joseErrors.JWTExpired) {
    return new ApiError(
      401,
      'TICKET_EXPIRED',
      'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    )
  }
  if (error instanceof TicketRevokedError) {
    return new ApiError(
      401,
      'TICKET_REVOKED',
      'Sie haben sich abgemeldet. Bitte melden Sie sich erneut an.',
    )
  }
  // Anything else (database unreachable) is not the ticket's fault: let it be a 5xx.
  if (!(error instanceof joseErrors.JOSEError)) throw error
  return new ApiError(
    401,
    'INVALID_TICKET',
    'Ihre Anmeldung ist ungültig. Bitte melden Sie sich erneut an.',
  )
}

export default fp(
  async function ticketAuth(app: FastifyInstance, options: { tickets: TicketService }) {
    app.decorate('tickets', options.tickets)
    app.decorateRequest('ticket', null as unknown as TicketClaims)
    app.decorateRequest('account', undefined)
    app.decorate('requireTicket', async (request: FastifyRequest) => {
      const token = bearerToken(request)
      if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.')
      try {
        const { claims, account } = await options.tickets.verify(token)
        request.ticket = claims
        request.account = account
      } catch (error) {
        request.log.info({ reason: (error as Error).message }, 'ticket rejected')
        throw rejectedTicket(error)
      }
    })
  },
  { name: 'ticket-auth', dependencies: ['api-errors'] },
)
