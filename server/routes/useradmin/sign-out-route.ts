// POST /useradmin/sign-out: ends the ticket's session, so no ticket of this sign-in works any
// more on any instance, and refuses the provider access token the app hands in at the exchange.
// Only a ticket is needed: restricted accounts must be able to sign out too.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { revokedAccessTokenStore } from '../../auth/revoked-access-tokens'
import type { DatabaseHandle } from '../../db/database'
import type { ProviderTokenVerifier } from './provider-token'
import { findUserBySubject } from './user-accounts'

const SignOutBody = Type.Object({
  access_token: Type.Optional(Type.String({ minLength: 1, maxLength: 16384 })),
})

interface SignOutRequest {
  Body: { access_token?: string }
}

export default async function signOutRoute(
  app: FastifyInstance,
  options: { database: DatabaseHandle; verifyProviderToken: ProviderTokenVerifier },
) {
  const { db } = options.database
  const revokedAccessTokens = revokedAccessTokenStore(db)

  /** Records the user's own, still valid access token; anything else has nothing to revoke. */
  async function revokeAccessToken(token: string, userId: string): Promise<void> {
    const claims = await options.verifyProviderToken(token).catch(() => undefined)
    if (!claims || typeof claims.exp !== 'number') return
    const owner = await findUserBySubject(db, claims.sub)
    if (owner?.id !== userId) return
    await revokedAccessTokens.revoke({ ...claims, exp: claims.exp })
  }

  app.post<SignOutRequest>(
    '/useradmin/sign-out',
    // The ticket is checked before the body, so a stranger learns nothing about the input rules.
    { schema: { body: SignOutBody }, onRequest: app.requireTicket },
    async (request, reply) => {
      const accessToken = request.body.access_token
      if (accessToken) await revokeAccessToken(accessToken, request.ticket.sub)
      await app.tickets.revoke(request.ticket.sid)
      return reply.code(204).send()
    },
  )
}
