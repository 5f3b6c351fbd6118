// /useradmin: trades the provider's access token for our ticket, records the terms consent and
// stores the zen preference, the default view and the closing of the zen prompt. The ticket is the app's key to every other API; why we have one:
// docs/decisions/0002-ticket-exchange.md.
// Sign-out lives in sign-out-route.ts, the message to the support in support-route.ts, Web Push
// in push-routes.ts, the notification settings in notification-settings-routes.ts.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errors as joseErrors, type JWTVerifyGetKey } from 'jose'
import type { Config } from '../../config'
import type { DatabaseHandle } from '../../db/database'
import type { User } from '../../db/schema/index'
import { revokedAccessTokenStore } from '../../auth/revoked-access-tokens'
import { ApiError } from '../../plugins/api-errors'
import { bearerToken } from '../../plugins/ticket-auth'
import { SingleLineText } from '../../../domain/safe-text'
import { DEFAULT_VIEWS, type DefaultView } from '../../../domain/ticket-profile'
import {
  createProviderTokenVerifier,
  fetchProviderProfile,
  providerUnavailable,
} from './provider-token'
import notificationSettingsRoutes from './notification-settings-routes'
import pushRoutes from './push-routes'
import signOutRoute from './sign-out-route'
import supportRoute from './support-route'
import {
  findUserBySubject,
  isServerAccount,
  provisionUser,
  serverAccountConflict,
  updateUser,
} from './user-accounts'

const ExchangeBody = Type.Object({
  access_token: SingleLineText({ minLength: 1, maxLength: 16384 }),
})
const ModeQuery = Type.Object({
  access_token: Type.Optional(Type.String()),
  isZenMode: Type.Union([Type.Literal('true'), Type.Literal('false')]),
})

const ProfileChangeBody = Type.Object(
  { defaultView: Type.Union(DEFAULT_VIEWS.map((view) => Type.Literal(view))) },
  { additionalProperties: false },
)

interface ExchangeRequest {
  Body: { access_token: string }
}
interface ProfileChangeRequest {
  Body: { defaultView: DefaultView }
}
interface ModeRequest {
  Querystring: { access_token?: string; isZenMode: 'true' | 'false' }
}

function rejectedAccessToken(error: unknown): ApiError {
  if (error instanceof joseErrors.JWTExpired) {
    return new ApiError(
      401,
      'ACCESS_TOKEN_EXPIRED',
      'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    )
  }
  // Keys out of reach (remote JWKS timeout or network failure) say nothing about the token.
  if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
    return providerUnavailable(error)
  }
  return new ApiError(
    401,
    'INVALID_ACCESS_TOKEN',
    'Die Anmeldung konnte nicht bestätigt werden. Bitte melden Sie sich erneut an.',
  )
}

export default async function useradminRoutes(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle; providerKeys?: JWTVerifyGetKey | undefined },
) {
  const { config } = options
  const { db } = options.database
  const verifyProviderToken = createProviderTokenVerifier(config, options.providerKeys)
  const revokedAccessTokens = revokedAccessTokenStore(db)

  /** The session of the ticket the request carries, if it is the user's and still valid. */
  const currentSessionOf = async (request: FastifyRequest, user: User) => {
    const ticket = bearerToken(request)
    if (!ticket) return undefined
    const claims = (await app.tickets.verify(ticket).catch(() => undefined))?.claims
    return claims?.sub === user.id ? claims.sid : undefined
  }

  app.post<ExchangeRequest>(
    '/useradmin/access-token-exchange',
    { schema: { body: ExchangeBody } },
    async (request) => {
      const accessToken = request.body.access_token
      const claims = await verifyProviderToken(accessToken).catch((error: unknown) => {
        request.log.info({ reason: (error as Error).message }, 'access token rejected')
        throw rejectedAccessToken(error)
      })
      if (await revokedAccessTokens.isRevoked(claims)) {
        throw new ApiError(
          401,
          'ACCESS_TOKEN_REVOKED',
          'Sie haben sich abgemeldet. Bitte melden Sie sich erneut an.',
        )
      }
      let user = await findUserBySubject(db, claims.sub)
      if (user && !config.embeddedIdp && isServerAccount(user)) throw serverAccountConflict()
      if (!user) {
        const profile = await fetchProviderProfile(config, claims, accessToken)
        if (!profile.email) {
          throw new ApiError(
            401,
            'PROFILE_UNAVAILABLE',
            'Ihr Profil konnte beim Anmeldedienst nicht gelesen werden.',
          )
        }
        user = await provisionUser(db, claims.sub, {
          email: profile.email,
          name: profile.name ?? profile.email.split('@')[0] ?? profile.email,
          organisation: typeof claims.org_id === 'string' ? claims.org_id : undefined,
        })
      }
      // A renewal (the app sends its current ticket along) continues the same session.
      return { ticket: await app.tickets.issue(user, await currentSessionOf(request, user)) }
    },
  )

  app.post('/useradmin/terms-consent', { preHandler: app.requireTicket }, async (request) => {
    const user = await updateUser(db, request.ticket.sub, {
      termsAccepted: true,
      termsAcceptedAt: new Date(),
    })
    const { sid, exp = 0 } = request.ticket
    return { ticket: await app.tickets.restate(user, { sid, exp }) }
  })

  // The app sends its ticket in the query here (docs/architecture.md#apis); it is checked exactly
  // like a bearer one.
  const requireQueryTicket = async (request: FastifyRequest) => {
    const { access_token: ticket } = request.query as ModeRequest['Querystring']
    if (ticket) request.headers.authorization = `Bearer ${ticket}`
    await app.requireTicket(request)
  }

  app.get<ModeRequest>(
    '/useradmin/user-profile/mode',
    {
      schema: { querystring: ModeQuery },
      preHandler: [requireQueryTicket, app.requireAgendaAccess, app.idempotent],
    },
    async (request) => {
      const user = await updateUser(db, request.ticket.sub, {
        isZenMode: request.query.isZenMode === 'true',
      })
      return { isZenMode: user.isZenMode }
    },
  )

  // Closing the zen prompt holds for every device of the account (docs/product.md#presentation).
  app.post(
    '/useradmin/user-profile/zen-prompt-dismissal',
    { preHandler: [app.requireTicket, app.requireAgendaAccess, app.idempotent] },
    async (request) => {
      const user = await updateUser(db, request.ticket.sub, { zenPromptDismissed: true })
      return { zenPromptDismissed: user.zenPromptDismissed }
    },
  )

  // The view the agenda opens with follows the user to every device (docs/product.md#settings);
  // the next ticket carries it.
  app.patch<ProfileChangeRequest>(
    '/useradmin/user-profile',
    {
      schema: { body: ProfileChangeBody },
      preHandler: [app.requireTicket, app.requireAgendaAccess, app.idempotent],
    },
    async (request) => {
      const user = await updateUser(db, request.ticket.sub, {
        defaultView: request.body.defaultView,
      })
      return { defaultView: user.defaultView }
    },
  )

  await app.register(signOutRoute, { database: options.database, verifyProviderToken })
  await app.register(supportRoute)
  await app.register(pushRoutes, {
    database: options.database,
    allowLocalEndpoints: config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'true',
  })
  await app.register(notificationSettingsRoutes, { database: options.database })
}
