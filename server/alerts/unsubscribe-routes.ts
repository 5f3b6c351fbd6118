// One-click unsubscribe from an alert mail (RFC 8058, docs/security.md): GET shows a page asking
// to confirm (a mail scanner that follows links changes nothing), POST turns the search's mail
// off — also the mail program's own one-click POST with `List-Unsubscribe=One-Click`. The signed
// token is the only credential: it names the user and the search and cannot be changed.
import type { FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import { Type } from '@sinclair/typebox'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { savedSearches } from '../db/schema/index'
import { escapeHtml, renderPage } from '../idp/page-layout'
import { ApiError } from '../plugins/api-errors'
import { typeBoxValidatorCompiler, type SchemaTypes } from '../schemas/route-schemas'
import type { UnsubscribeTokens } from './unsubscribe-token'

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe'

export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`

const QuerySchema = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 2000,
    errorMessage: 'Der Abmeldelink ist unvollständig.',
  }),
})

const invalidToken = () =>
  new ApiError(
    400,
    'INVALID_UNSUBSCRIBE_TOKEN',
    'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den Link aus der E-Mail unverändert.',
  )

/** The `{ code, message }` of an error answer, as the app's error handler writes it. */
function errorOf(payload: unknown): { code: string; message: string } | null {
  if (typeof payload !== 'string') return null
  try {
    const { code, message } = JSON.parse(payload) as { code?: unknown; message?: unknown }
    return typeof code === 'string' && typeof message === 'string' ? { code, message } : null
  } catch {
    return null
  }
}

export default async function unsubscribeRoutes(
  instance: FastifyInstance,
  options: { db: Database; tokens: UnsubscribeTokens },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  app.setValidatorCompiler(typeBoxValidatorCompiler)
  await app.register(formbody)
  const { db, tokens } = options

  const searchOf = async (token: string) => {
    const claims = await tokens.verify(token)
    if (!claims) throw invalidToken()
    const [row] = await db
      .select({ id: savedSearches.id, name: savedSearches.name })
      .from(savedSearches)
      .where(
        and(eq(savedSearches.id, claims.savedSearchId), eq(savedSearches.ownerId, claims.userId)),
      )
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'Diese gespeicherte Suche gibt es nicht mehr.')
    return row
  }

  const schema = { querystring: QuerySchema }

  // A person who follows a broken or stale link from a mail reads a German page, not JSON; mail
  // programs' one-click POSTs and API clients, which do not ask for HTML, keep the JSON error.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.headers.accept?.includes('text/html')) return payload
    const refusal = errorOf(payload)
    if (!refusal) return payload
    void reply.type('text/html; charset=utf-8')
    return renderPage({
      title: 'Abbestellen nicht möglich',
      content: `<h1>Abbestellen nicht möglich</h1>
<p class="lead">${escapeHtml(refusal.message)}</p>
<p>In der Agenda können Sie die E-Mails einer Suche auch unter „Gespeicherte Suchen“ abschalten.</p>
<p><small>Fehlercode: ${escapeHtml(refusal.code)}</small></p>`,
    })
  })

  app.get(UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    const search = await searchOf(request.query.token)
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`
    return reply.type('text/html; charset=utf-8').send(
      renderPage({
        title: 'E-Mails abbestellen',
        content: `<h1>E-Mails abbestellen</h1>
<p class="lead">Keine E-Mails mehr zur Suche „${escapeHtml(search.name)}“ erhalten?</p>
<form method="post" action="${escapeHtml(action)}">
<button class="button" type="submit">E-Mails abbestellen</button>
</form>`,
      }),
    )
  })

  app.post(UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    const search = await searchOf(request.query.token)
    await db
      .update(savedSearches)
      .set({ alertMail: 'off', updatedAt: sql`now()` })
      .where(eq(savedSearches.id, search.id))
    request.log.info({ savedSearchId: search.id }, 'alert mails unsubscribed')
    return reply.type('text/html; charset=utf-8').send(
      renderPage({
        title: 'E-Mails abbestellt',
        content: `<h1>E-Mails abbestellt</h1>
<p class="lead">Sie erhalten keine E-Mails mehr zur Suche „${escapeHtml(search.name)}“. In der Agenda können Sie sie unter „Gespeicherte Suchen“ wieder einschalten.</p>`,
      }),
    )
  })
}
