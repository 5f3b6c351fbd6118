// Every collaboration mutation runs here: in one transaction with its client mutation id, so a
// replay from the outbox gets the first outcome and writes nothing twice, and with its change
// notices sent by NOTIFY inside that transaction (delivered at commit, dropped on rollback).
//
// The id is claimed in `idempotency_keys` (the REST idempotency table, key `graphql:<id>`): a
// concurrent repeat waits on the row until the first commits, then replays its outcome. A failed
// mutation rolls its claim back, so a retry runs again. What is stored is the outcome (the ids the
// answer is read from), so a replay answers with the same folder as it is now.
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { idempotencyKeys } from '../db/schema/index'
import type { GraphqlContext } from './graphql-context'
import { COLLABORATION_LIMITS } from './collaboration-limits'
import { CollaborationError, badInput } from './collaboration-errors'
import { COLLABORATION_CHANNEL, type ChangeNotice } from './subscriptions/change-notice'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What a mutation hands back to be stored: plain ids, read into the answer afterwards. */
export type MutationOutcome = Record<string, string | number | boolean>

export interface MutationWork<Outcome extends MutationOutcome> {
  (tx: Transaction, notify: (notice: ChangeNotice) => void): Promise<Outcome>
}

/** The request of a mutation resolver: the caller, the mutation's name and its whole input. */
export const mutationRequest = (
  context: GraphqlContext,
  mutation: string,
  args: { clientMutationId: string },
) => ({
  userId: context.viewer.userId,
  mutation,
  clientMutationId: args.clientMutationId,
  input: args,
})

const CLIENT_MUTATION_ID = /^[\w.:-]+$/

function checkedKey(clientMutationId: string): string {
  if (
    clientMutationId.length > COLLABORATION_LIMITS.clientMutationId ||
    !CLIENT_MUTATION_ID.test(clientMutationId)
  ) {
    throw badInput(
      `Die clientMutationId muss 1 bis ${COLLABORATION_LIMITS.clientMutationId} Zeichen aus Buchstaben, Ziffern, „-“, „_“, „.“ oder „:“ haben.`,
    )
  }
  return `graphql:${clientMutationId}`
}

const fingerprint = (input: unknown) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex')

export async function runIdempotent<Outcome extends MutationOutcome>(
  db: Database,
  request: { userId: string; mutation: string; clientMutationId: string; input: unknown },
  work: MutationWork<Outcome>,
): Promise<Outcome> {
  const key = checkedKey(request.clientMutationId)
  const requestHash = fingerprint(request.input)
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        key,
        method: 'GRAPHQL',
        path: request.mutation,
        requestHash,
        statusCode: 200,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (claimed.length === 0) return replay<Outcome>(tx, request, key, requestHash)

    const notices: ChangeNotice[] = []
    const outcome = await work(tx, (notice) => notices.push(notice))
    await tx
      .update(idempotencyKeys)
      .set({ body: outcome })
      .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)))
    await sendNotices(tx, notices)
    return outcome
  })
}

/**
 * All of a mutation's notices in one statement, in order: a change to a folder of a thousand
 * members is a thousand notices (one per member's folder list), and one statement each kept the
 * transaction open for a thousand round trips.
 */
async function sendNotices(tx: Transaction, notices: readonly ChangeNotice[]): Promise<void> {
  if (notices.length === 0) return
  const payloads = JSON.stringify(notices.map((notice) => JSON.stringify(notice)))
  await tx.execute(
    sql`SELECT pg_notify(${COLLABORATION_CHANNEL}, payload) FROM json_array_elements_text(${payloads}::json) WITH ORDINALITY AS notice(payload, n) ORDER BY n`,
  )
}

async function replay<Outcome>(
  tx: Transaction,
  request: { userId: string; mutation: string },
  key: string,
  requestHash: string,
): Promise<Outcome> {
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)))
  if (!first || first.path !== request.mutation || first.requestHash !== requestHash) {
    throw new CollaborationError(
      'IDEMPOTENCY_KEY_REUSED',
      'Diese clientMutationId gehört zu einer anderen Änderung.',
    )
  }
  return first.body as Outcome
}
