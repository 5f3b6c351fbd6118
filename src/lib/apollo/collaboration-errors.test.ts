import { ApolloClient, gql } from '@apollo/client'
import { print } from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { createCollaborationCache } from './collaboration-cache-policy'
import { createCollaborationSocket } from './collaboration-socket'
import { collaborationLink } from './create-collaboration-client'
import { combinedErrorText } from './collaboration-errors'
import { graphqlRequestBody } from './graphql-request'
import { InMemorySocket } from './testing/in-memory-socket'

const QUERY = gql`
  query MyFavourites {
    myFavourites {
      eventId
      createdAt
    }
  }
`

function clientAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer())
  const options = {
    url: 'ws://agenda.test/graphql',
    httpUrl: 'http://agenda.test/graphql',
    getTicket: () => Promise.resolve('ticket-1'),
    onSessionRefused: vi.fn(),
    webSocketImpl: InMemorySocket,
    fetch,
  }
  const link = collaborationLink(options, createCollaborationSocket(options))
  return { client: new ApolloClient({ link, cache: createCollaborationCache() }), fetch, options }
}

async function errorTextOf(answer: () => Promise<Response>): Promise<string> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { client } = clientAnswering(answer)
  const error: unknown = await client.query({ query: QUERY, fetchPolicy: 'network-only' }).then(
    () => new Error('the query succeeded'),
    (failure: unknown) => failure,
  )
  return combinedErrorText(error)
}

const json = (body: unknown, init?: ResponseInit) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
      ...init,
    }),
  )

describe('the combined error text', () => {
  it('names every GraphQL error with [GraphQL]', async () => {
    const text = await errorTextOf(() =>
      json({ data: null, errors: [{ message: 'Ordner nicht gefunden' }, { message: 'Zweiter' }] }),
    )
    expect(text).toBe('[GraphQL] Ordner nicht gefunden\n[GraphQL] Zweiter')
  })

  it('names a failed transport with [Network]', async () => {
    const text = await errorTextOf(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(text).toBe('[Network] Failed to fetch')
  })

  it('turns a non-OK answer without a body into a network error with the status text', async () => {
    const text = await errorTextOf(() =>
      Promise.resolve(new Response(null, { status: 502, statusText: 'Bad Gateway' })),
    )
    expect(text).toBe('[Network] Bad Gateway')
  })

  it('keeps a non-OK answer with a body as the server error it is', async () => {
    const text = await errorTextOf(() =>
      Promise.resolve(new Response('upstream down', { status: 503, statusText: 'Unavailable' })),
    )
    expect(text).toMatch(/^\[Network\] .*503/)
  })

  it('sends the ticket as bearer and asks for a new sign-in when the server refuses it', async () => {
    const { client, fetch, options } = clientAnswering(() =>
      Promise.resolve(new Response(null, { status: 401, statusText: 'Unauthorized' })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(client.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Unauthorized',
    )
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers)
    expect(headers.get('authorization')).toBe('Bearer ticket-1')
    expect(options.onSessionRefused).toHaveBeenCalledTimes(1)
  })

  it('fails an operation without a query: „A query must be provided.“', () => {
    expect(() => graphqlRequestBody(undefined, {})).toThrow('A query must be provided.')
    const empty = { operationName: 'Empty', query: ' ' }
    expect(() => graphqlRequestBody(empty, {})).toThrow('A query must be provided.')
    const myFavourites = { operationName: 'MyFavourites', query: print(QUERY) }
    expect(graphqlRequestBody(myFavourites, { a: 1 })).toEqual({
      query: print(QUERY),
      operationName: 'MyFavourites',
      variables: { a: 1 },
    })
  })
})
