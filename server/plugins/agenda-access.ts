// Guards the agenda's APIs by the account's current profile, not the ticket's copy of it: a
// deactivation or a withdrawn Agenda Plus takes effect on the next request, not at ticket expiry.
//
// Use it after the ticket check:
//   app.get('/x', { preHandler: [app.requireTicket, app.requireAgendaAccess] }, handler)
// Refusals are 403 ACCESS_INACTIVE, AGENDA_PLUS_REQUIRED or TERMS_NOT_ACCEPTED, checked in that
// order (domain/agenda-access.ts), the order in which the app shows its message pages.
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ACCESS_REFUSAL_CODES, accessVerdict, type AccessVerdict } from '../../domain/agenda-access'
import { ApiError } from './api-errors'

declare module 'fastify' {
  interface FastifyInstance {
    requireAgendaAccess: (request: FastifyRequest) => Promise<void>
  }
}

// The same words as the app's message pages (unauthorized page, consent page).
const REFUSAL_MESSAGES: Record<Exclude<AccessVerdict, 'ok'>, string> = {
  inactive:
    'Ihr Zugang ist derzeit nicht aktiv. Unser Kundenservice klärt gern mit Ihnen, wie Sie wieder Zugriff erhalten.',
  'no-access':
    'Agenda Plus ist für Ihr Konto nicht freigeschaltet. Die Agenda ist Teil von Agenda Plus.',
  consent: 'Bevor Sie die Agenda nutzen, bitten wir Sie, unseren Nutzungsbedingungen zuzustimmen.',
}

export default fp(
  async function agendaAccess(app: FastifyInstance) {
    app.decorate('requireAgendaAccess', async (request: FastifyRequest) => {
      if (!request.ticket) throw new Error('app.requireAgendaAccess needs app.requireTicket first')
      // Read with the ticket's session on this request: refusals take effect at once.
      const { account } = request
      if (!account) {
        throw new ApiError(
          401,
          'UNKNOWN_ACCOUNT',
          'Dieses Konto gibt es nicht mehr. Bitte melden Sie sich erneut an.',
        )
      }
      const verdict = accessVerdict(account)
      if (verdict === 'ok') return
      request.log.info({ verdict }, 'agenda access refused')
      throw new ApiError(403, ACCESS_REFUSAL_CODES[verdict], REFUSAL_MESSAGES[verdict])
    })
  },
  { name: 'agenda-access', dependencies: ['ticket-auth'] },
)
