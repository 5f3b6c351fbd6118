import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import { createTicketService } from '../auth/tickets'
import type { User } from '../db/schema/index'
import { databaseModes, openTestDatabase, type TestDatabase } from '../testing/test-database'
import apiErrors from './api-errors'
import idempotency from './idempotency'
import ticketAuth from './ticket-auth'

function aUser(id: string): User {
  return {
    id,
    subject: id,
    email: `${id}@agenda.test`,
    name: id,
    passwordHash: null,
    createdAt: new Date(),
    accessStatus: 'active',
    agendaPlus: true,
    sector: [],
    termsAccepted: true,
    termsAcceptedAt: null,
    isZenMode: null,
  }
}

describe.each(databaseModes())('idempotent writes on %s', (mode) => {
  let testDatabase: TestDatabase
  let app: FastifyInstance
  let annaTicket: string
  let benTicket: string
  const runs = { create: 0, slow: 0, failing: 0 }
  let releaseSlow: () => void = () => undefined

  beforeAll(async () => {
    testDatabase = await openTestDatabase(mode)
    const tickets = await createTicketService(testDatabase.database.db, {
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
    app.post('/slow', guarded, async () => {
      runs.slow += 1
      await new Promise<void>((resolve) => (releaseSlow = resolve))
      return { done: true }
    })
    app.post('/failing', guarded, async () => {
      runs.failing += 1
      throw new Error('database gone')
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

  it('answers a repeat with the first answer and runs the handler once', async () => {
    const first = await send('/things', annaTicket, 'key-1')
    const repeat = await send('/things', annaTicket, 'key-1')
    expect(first.statusCode).toBe(201)
    expect(repeat.statusCode).toBe(201)
    expect(repeat.json()).toEqual(first.json())
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    expect(runs.create).toBe(1)
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

  it('rejects a malformed key', async () => {
    const response = await send('/things', annaTicket, 'spaces are not allowed')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
  })
})
