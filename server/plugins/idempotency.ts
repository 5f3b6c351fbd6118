// Safe retries for writes: a request with an `Idempotency-Key` header runs once per user and key;
// a repeat gets the stored first answer (status + JSON body) without running the handler again.
//
// Opt in per route, after the ticket check (the key belongs to the signed-in user):
//   app.post('/x', { preHandler: [app.requireTicket, app.idempotent] }, handler)
// Without the header the route runs as usual. A repeat while the first request still runs gets
// 409 IDEMPOTENCY_IN_PROGRESS; the same key on another method, path, query or body gets 422
// IDEMPOTENCY_KEY_REUSED. Only answers a retry could not change are stored (STORED_STATUSES);
// any other refusal is forgotten, so a retry runs again once the user may.
// A replayed answer carries `Idempotent-Replayed: true`.
// Why not a library: the Fastify idempotency plugins on npm keep keys in process memory or Redis;
// here every instance must agree, so keys live in the one database (PGlite or PostgreSQL), per
// user, with the request's fingerprint — about 150 lines on the tables we already have.
import fp from 'fastify-plugin'
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database, DatabaseHandle } from '../db/database'
import { idempotencyKeys } from '../db/schema/index'
import { ApiError } from './api-errors'
import { requestFingerprint } from './request-fingerprint'

declare module 'fastify' {
  interface FastifyInstance {
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
  }
  interface FastifyRequest {
    idempotency: IdempotentWrite | null
  }
}

interface IdempotentWrite {
  userId: string
  key: string
  body: unknown
}

/**
 * The id of the row a write creates: with an Idempotency-Key derived from user and key. A first
 * request that died after its write but before storing its answer leaves the key in progress;
 * the retry that takes it over (after ABANDONED_AFTER_MS) then finds the row by this id instead
 * of writing it a second time (the fault drills in server/cluster-drills.test.ts found that).
 */
export function createdRowId(request: FastifyRequest): string {
  const write = request.idempotency
  if (!write) return randomUUID()
  const hex = createHash('sha256').update(`${write.userId}\n${write.key}`).digest('hex')
  // Shaped as a UUID (version 8: custom) like the random ids beside it.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** statusCode of a row whose first request has not answered yet. */
const IN_PROGRESS = 0
/** A first request silent for this long died with its process; a repeat may take over. */
const ABANDONED_AFTER_MS = 60_000
const KEY_PATTERN = /^[\w.:-]{1,200}$/
// The same request always gets these again: a bad one stays bad, a gone thing stays gone. 401,
// 403, 408, 409 and 429 depend on the user's state (sign-in, access, limits) and change with it.
const FINAL_REFUSALS = new Set([400, 404, 410, 422])
/** Successes (a retry must not write twice) and refusals a retry cannot change. */
const isStoredAnswer = (status: number) =>
  (status >= 200 && status < 300) || FINAL_REFUSALS.has(status)

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'in-progress' }
  | { kind: 'reused' }

async function claimKey(
  db: Database,
  record: { userId: string; key: string; method: string; path: string; requestHash: string },
): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...record, statusCode: IN_PROGRESS, createdAt: new Date() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) return { kind: 'claimed' }

  const sameKey = and(
    eq(idempotencyKeys.userId, record.userId),
    eq(idempotencyKeys.key, record.key),
  )
  const [existing] = await db.select().from(idempotencyKeys).where(sameKey)
  if (!existing) return claimKey(db, record)
  const sameRequest =
    existing.method === record.method &&
    existing.path === record.path &&
    (existing.requestHash === null || existing.requestHash === record.requestHash)
  if (!sameRequest) return { kind: 'reused' }
  if (existing.statusCode !== IN_PROGRESS) {
    return { kind: 'replay', statusCode: existing.statusCode, body: existing.body }
  }
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        sameKey,
        eq(idempotencyKeys.statusCode, IN_PROGRESS),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'in-progress' }
}

export default fp(
  async function idempotency(app: FastifyInstance, options: { database: DatabaseHandle }) {
    const { db } = options.database
    app.decorateRequest('idempotency', null)

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['idempotency-key']
      if (header === undefined) return undefined
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
        throw new ApiError(
          400,
          'INVALID_IDEMPOTENCY_KEY',
          'Der Idempotency-Key muss 1 bis 200 Zeichen aus Buchstaben, Ziffern, „-“, „_“, „.“ oder „:“ haben.',
        )
      }
      if (!request.ticket) throw new Error('app.idempotent needs app.requireTicket before it')
      const userId = request.ticket.sub
      const path = request.url.split('?')[0] ?? request.url
      const claim = await claimKey(db, {
        userId,
        key: header,
        method: request.method,
        path,
        requestHash: requestFingerprint(request),
      })
      switch (claim.kind) {
        case 'claimed':
          request.idempotency = { userId, key: header, body: null }
          return undefined
        case 'replay':
          return reply
            .code(claim.statusCode)
            .header('idempotent-replayed', 'true')
            .send(claim.body ?? undefined)
        case 'in-progress':
          throw new ApiError(
            409,
            'IDEMPOTENCY_IN_PROGRESS',
            'Diese Anfrage wird gerade schon bearbeitet. Bitte versuchen Sie es gleich noch einmal.',
          )
        case 'reused':
          throw new ApiError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'Dieser Idempotency-Key gehört zu einer anderen Anfrage.',
          )
      }
    })

    // Keep the answer as an object, before compression or serialization turn it into bytes.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.idempotency) request.idempotency.body = payload
      return payload
    })

    // Store the first answer before it leaves, so a repeat sent right after it finds it.
    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.idempotency
      if (!write) return payload
      request.idempotency = null
      const row = and(eq(idempotencyKeys.userId, write.userId), eq(idempotencyKeys.key, write.key))
      if (isStoredAnswer(reply.statusCode)) {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, body: write.body ?? null })
          .where(row)
      } else {
        await db.delete(idempotencyKeys).where(row)
      }
      return payload
    })
  },
  { name: 'idempotency', dependencies: ['ticket-auth'] },
)
