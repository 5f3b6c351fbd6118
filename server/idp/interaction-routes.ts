// The provider's interaction pages under /idp/interaction/:uid: the login form and its POST.
// Consent never needs a page (provider.ts grants our own app everything it asks for).
import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errors, type default as Provider } from 'oidc-provider'
import type { Database } from '../db/database'
import { checkCredentials } from './accounts'
import { DEMO_PASSWORD, provisionDemoAlias } from './demo-accounts'
import type { LoginAttempts } from './login-attempts'
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS, renderLoginPage } from './login-page'
import { renderProblemPage } from './provider-pages'

export interface InteractionOptions {
  /** The provider in force (it is built anew when its keys change). */
  provider: () => Provider
  db: Database
  attempts: LoginAttempts
  mountPath: string
}

interface UidParams {
  uid: string
}

// Security headers (no framing, no inline script) come from the security-headers plugin.
const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html)

export default async function interactionRoutes(app: FastifyInstance, options: InteractionOptions) {
  const { provider, db, attempts, mountPath } = options
  await app.register(formbody)

  // The interaction is found by its cookie; the uid in the path must be that same one.
  async function currentInteraction(
    request: FastifyRequest<{ Params: UidParams }>,
    reply: FastifyReply,
  ) {
    try {
      const interaction = await provider().interactionDetails(request.raw, reply.raw)
      return interaction.uid === request.params.uid ? interaction : undefined
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined
      throw error
    }
  }
  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      renderProblemPage(
        'Die Anmeldung ist abgelaufen',
        'Bitte öffnen Sie die Agenda erneut, um sich anzumelden.',
      ),
    )

  app.get<{ Params: UidParams }>(`${mountPath}/interaction/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply)
    if (!interaction || interaction.prompt.name !== 'login') return expired(reply)
    const loginHint = interaction.params.login_hint
    return sendHtml(
      reply,
      200,
      renderLoginPage({
        action: `${mountPath}/interaction/${interaction.uid}/login`,
        email: typeof loginHint === 'string' ? loginHint : '',
      }),
    )
  })

  app.post<{ Params: UidParams }>(`${mountPath}/interaction/:uid/login`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply)
    if (!interaction) return expired(reply)
    const form = (request.body ?? {}) as Record<string, unknown>
    const email = typeof form.email === 'string' ? form.email.trim() : ''
    const password = typeof form.password === 'string' ? form.password : ''
    const action = `${mountPath}/interaction/${interaction.uid}/login`
    // request.ip is the socket's address unless TRUST_PROXY names the proxy in front of us.
    const attemptPair = { email: email.toLowerCase(), address: request.ip }

    if (await attempts.isBlocked(attemptPair)) {
      return sendHtml(reply, 429, renderLoginPage({ action, email, error: TOO_MANY_ATTEMPTS }))
    }
    if (password === DEMO_PASSWORD) await provisionDemoAlias(db, email)
    const user = email && password ? await checkCredentials(db, email, password) : undefined
    if (!user) {
      await attempts.recordFailure(attemptPair)
      request.log.info({ uid: interaction.uid }, 'sign-in failed')
      return sendHtml(reply, 401, renderLoginPage({ action, email, error: WRONG_CREDENTIALS }))
    }
    await attempts.reset(attemptPair)
    const returnTo = await provider().interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    )
    return reply.redirect(returnTo, 303)
  })
}
