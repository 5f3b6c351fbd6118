import { describe, expect, it } from 'vitest'
import { graphqlAnswer, withClientMutationId } from './graphql-outbox-answer'
import type { OutboxEntry } from './local-data'

describe('a GraphQL write in the outbox', () => {
  it('carries the entry’s idempotency key as clientMutationId', () => {
    const entry = {
      idempotencyKey: 'k-1',
      body: { query: 'mutation { x }', variables: { eventIds: ['e1'] } },
    } as OutboxEntry
    expect(withClientMutationId(entry)).toEqual({
      query: 'mutation { x }',
      variables: { eventIds: ['e1'], clientMutationId: 'k-1' },
    })
  })

  it('counts an answer with data as done', () => {
    expect(graphqlAnswer({ data: { favourite: [] } })).toEqual({
      ok: true,
      body: { favourite: [] },
    })
  })

  it('keeps a write refused for the ticket for after the next sign-in', () => {
    const answer = graphqlAnswer({
      errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }],
    })
    expect(answer).toEqual({ ok: false, status: 401, code: 'UNAUTHENTICATED' })
  })

  it('drops any other refusal: it can never succeed as sent', () => {
    expect(graphqlAnswer({ data: null, errors: [{ message: 'Ordner nicht gefunden' }] })).toEqual({
      ok: false,
      status: 422,
      code: undefined,
    })
    expect(
      graphqlAnswer({ errors: [{ message: 'Nur lesen', extensions: { code: 'FORBIDDEN' } }] }),
    ).toMatchObject({ status: 403 })
  })
})
