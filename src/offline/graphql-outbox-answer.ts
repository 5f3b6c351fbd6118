// A GraphQL mutation through the outbox: the entry's idempotency key becomes the mutation's
// clientMutationId, and an answer with errors but no data counts as the refusal it is.
import type { OutboxAnswer } from './create-outbox'
import type { OutboxEntry } from './local-data'

interface GraphqlBody {
  query: string
  variables?: Record<string, unknown>
}

interface GraphqlAnswer {
  data?: unknown
  errors?: { message: string; extensions?: { code?: unknown } }[]
}

/** The body as sent: every attempt of the entry carries the same clientMutationId. */
export function withClientMutationId(entry: OutboxEntry): GraphqlBody {
  const body = entry.body as GraphqlBody
  return { ...body, variables: { ...body.variables, clientMutationId: entry.idempotencyKey } }
}

// GraphQL answers 200 even when it refused: the error's code says what the status would have been.
const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
}

/**
 * Data means it ran. Errors without data: not signed in any more waits for a new ticket (401);
 * any other refusal (unknown folder, a reader writing, bad input) can never succeed as sent and is
 * dropped (422 unless the code names a status).
 */
export function graphqlAnswer(body: unknown): OutboxAnswer {
  const answer = (body ?? {}) as GraphqlAnswer
  if (answer.data != null || !answer.errors?.length) return { ok: true, body: answer.data }
  const code = answer.errors[0]?.extensions?.code
  const status = (typeof code === 'string' && STATUS_OF_CODE[code]) || 422
  return { ok: false, status, code: typeof code === 'string' ? code : undefined }
}
