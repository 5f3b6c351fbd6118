// Checks every request before a route sees it: the URL carries no control characters (a NUL in an
// id or query reached PostgreSQL, which cannot store it), and a JSON body nests at most
// JSON_DEPTH_MAX levels (deeper bodies overflowed the stack of validation and cloning).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { isSingleLineText } from '../../domain/safe-text'
import { ApiError } from './api-errors'
import { nestsDeeperThan } from './json-depth'

/** Our deepest body (a saved search) nests 4 levels; 64 leaves room for any honest client. */
export const JSON_DEPTH_MAX = 64

// Percent-encoded C0 controls (%00–%1F) and DEL (%7F); unencoded ones fail isSingleLineText.
const ENCODED_CONTROL_CHARACTER = /%[01][0-9a-f]|%7f/i

export default fp(
  async function requestGuards(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (ENCODED_CONTROL_CHARACTER.test(request.url) || !isSingleLineText(request.url)) {
        throw new ApiError(
          400,
          'INVALID_CHARACTERS',
          'Die Adresse enthält Steuerzeichen und kann nicht verarbeitet werden.',
        )
      }
    })

    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over text; the union type covers the Buffer mode too.
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (nestsDeeperThan(text, JSON_DEPTH_MAX)) {
        done(
          new ApiError(
            400,
            'BODY_TOO_DEEP',
            `Die Anfrage ist zu tief verschachtelt (höchstens ${JSON_DEPTH_MAX} Ebenen).`,
          ),
          undefined,
        )
        return
      }
      parseJson(request, text, done)
    })
  },
  { name: 'request-guards', dependencies: ['api-errors'] },
)
