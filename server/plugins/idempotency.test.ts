import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import { createTicketService } from '../auth/tickets'
import type { User } from '../db/schema/index'
import {
  databaseModes,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/server/test-database'
import apiErrors, { ApiError } from './api-errors'
import idempotency, { createdRowId } from './idempotency'
import ticketAuth from './ticket-auth'

function aUser(id: string): User {
  return {
    id,
    subject: id,
    email: `${id}@agenda.test`,
    name: id,
    organisation: 'test',
    passwordHash: null,
    createdAt: new Date(),
    accessStatus: 'active',
    agendaPlus: true,
    sector: [],
    termsAccepted: true,
    termsAcceptedAt: null,
    isZenMode: null,
    defaultView: null,
    zenPromptDismissed: false,
    isPlanner: false,
  }
}

describe.each(databaseModes())('idempotent writes on %s', (mode) => {
  let testDatabase: TestDatabase
  let app: FastifyInstance
  let annaTicket: string
  let benTicket: string
  const runs = { create: 0, slow: 0, failing: 0, refusable: 0 }
  /** The status /refusable answers with next; 201 lets it through. */
  let refusableStatus = 201
  let releaseSlow: () => void = () => undefined

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    const tickets = await createTicketService(testDatabase.database, {
      issuer: 'http://agenda.test/useradmin',
      ttlSeconds: 600,
    })
    app = Fastify()
    await app.register(apiErrors)
    await app.register(ticketAuth, { tickets })
    await app.register(idempotency, { database: testDatabase.database })
    const guarded = { preHandler: [app.requireTicket, app.idempotent] }
    app.post('/things', guarded, async (_request, reply) => {
      runs.create += 1
      return reply.status(201).send({ id: `thing-${runs.create}` })
    })
    app.put('/things', guarded, async () => ({ replaced: true }))
    app.post('/rows', guarded, async (request, reply) =>
      reply.status(201).send({ id: createdRowId(request) }),
    )
    app.post('/slow', guarded, async () => {
      runs.slow += 1
      await new Promise<void>((resolve) => (releaseSlow = resolve))
      return { done: true }
    })
    app.post('/failing', guarded, async () => {
      runs.failing += 1
      throw new Error('database gone')
    })
    app.post('/refusable', guarded, async (_request, reply) => {
      runs.refusable += 1
      if (refusableStatus !== 201) throw new ApiError(refusableStatus, 'REFUSED', 'Abgelehnt.')
      return reply.status(201).send({ run: runs.refusable })
    })
    await app.ready()
    annaTicket = await tickets.issue(aUser('anna'))
    benTicket = await tickets.issue(aUser('ben'))
  })
  afterAll(async () => {
    await app.close()
    await testDatabase.drop()
  })

  const send = (url: string, ticket: string, key?: string, method: 'POST' | 'PUT' = 'POST') =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${ticket}`, ...(key ? { 'idempotency-key': key } : {}) },
    })

  const sendBody = (url: string, key: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${annaTicket}`, 'idempotency-key': key },
      payload,
    })

  it('answers a repeat with the first answer and runs the handler once', async () => {
    const first = await send('/things', annaTicket, 'key-1')
    const repeat = await send('/things', annaTicket, 'key-1')
    expect(first.statusCode).toBe(201)
    expect(repeat.statusCode).toBe(201)
    expect(repeat.json()).toEqual(first.json())
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(runs.create).toBe(1)
  })

  it('gives the retry that takes over an abandoned key the id its first request wrote', async () => {
    const first = (await send('/rows', annaTicket, 'row-1')).json<{ id: string }>()
    // The first request's instance died after writing, before storing its answer; a minute on.
    await testDatabase.database.query(
      `UPDATE idempotency_keys SET status_code = 0, created_at = now() - interval '2 minutes' WHERE key = 'row-1'`,
    )
    const retry = await send('/rows', annaTicket, 'row-1')
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    expect(retry.json()).toEqual(first)
    expect(first.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect((await send('/rows', benTicket, 'row-1')).json()).not.toEqual(first)
    const [a, b] = await Promise.all([send('/rows', annaTicket), send('/rows', annaTicket)])
    expect(a?.json()).not.toEqual(b?.json())
  })

  it('runs every request without a key', async () => {
    const before = runs.create
    await send('/things', annaTicket)
    await send('/things', annaTicket)
    expect(runs.create).toBe(before + 2)
  })

  it('keeps the keys of different users apart', async () => {
    const anna = await send('/things', annaTicket, 'shared-key')
    const ben = await send('/things', benTicket, 'shared-key')
    expect(ben.json()).not.toEqual(anna.json())
    expect(ben.headers['idempotent-replayed']).toBeUndefined()
  })

  it('refuses the same key on another method or path', async () => {
    await send('/things', annaTicket, 'key-2')
    const otherMethod = await send('/things', annaTicket, 'key-2', 'PUT')
    expect(otherMethod.statusCode).toBe(422)
    expect(otherMethod.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('answers a concurrent duplicate with 409 while the first still runs', async () => {
    const first = send('/slow', annaTicket, 'slow-key')
    await expect.poll(() => runs.slow).toBe(1)
    const duplicate = await send('/slow', annaTicket, 'slow-key')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' })
    releaseSlow()
    expect((await first).json()).toEqual({ done: true })
    const later = await send('/slow', annaTicket, 'slow-key')
    expect(later.json()).toEqual({ done: true })
    expect(runs.slow).toBe(1)
  })

  it('does not store a server error, so a retry runs again', async () => {
    await send('/failing', annaTicket, 'fail-key')
    const retry = await send('/failing', annaTicket, 'fail-key')
    expect(retry.statusCode).toBe(500)
    expect(runs.failing).toBe(2)
  })

  it.each([401, 403, 408, 409, 429])(
    'forgets a %i refusal, so a retry runs again and may succeed',
    async (status) => {
      const key = `refused-${status}`
      refusableStatus = status
      const before = runs.refusable
      expect((await send('/refusable', annaTicket, key)).statusCode).toBe(status)
      refusableStatus = 201
      const retry = await send('/refusable', annaTicket, key)
      expect(retry.statusCode).toBe(201)
      expect(retry.headers['idempotent-replayed']).toBeUndefined()
      expect(runs.refusable).toBe(before + 2)
    },
  )

  it.each([400, 404, 410, 422])(
    'replays a final %i refusal without running again',
    async (status) => {
      const key = `final-${status}`
      refusableStatus = status
      const before = runs.refusable
      await send('/refusable', annaTicket, key)
      refusableStatus = 201
      const repeat = await send('/refusable', annaTicket, key)
      expect(repeat.statusCode).toBe(status)
      expect(repeat.json()).toEqual({ code: 'REFUSED', message: 'Abgelehnt.' })
      expect(repeat.headers['idempotent-replayed']).toBe('true')
      expect(runs.refusable).toBe(before + 1)
    },
  )

  it('refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const first = await sendBody('/things', 'body-key', { name: 'Landtag', rules: [1, 2] })
    expect(first.statusCode).toBe(201)
    const other = await sendBody('/things', 'body-key', { name: 'Bundestag', rules: [1, 2] })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    const reordered = await sendBody('/things', 'body-key', { rules: [1, 2], name: 'Landtag' })
    expect(reordered.statusCode).toBe(201)
    expect(reordered.headers['idempotent-replayed']).toBe('true')
    expect(reordered.json()).toEqual(first.json())
  })

  it('rejects a malformed key', async () => {
    const response = await send('/things', annaTicket, 'spaces are not allowed')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
  })
})
