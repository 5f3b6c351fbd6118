import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TypedDocumentNode } from '@apollo/client'
import { parse } from 'graphql'
import { createCollaborationSocket } from './collaboration-socket'
import { createLiveCollaboration } from './live-collaboration'
import { InMemorySocket } from './testing/in-memory-socket'

const MyFavouritesDocument = parse(
  'query MyFavourites { myFavourites { eventId } }',
) as TypedDocumentNode<{ myFavourites: { eventId: string }[] }, Record<string, never>>
const MyNotificationsChangedDocument = parse(
  'subscription Unread { myNotificationsChanged { unreadCount } }',
) as TypedDocumentNode<{ myNotificationsChanged: { unreadCount: number } }, Record<string, never>>

function liveWith(answer: Response) {
  const onSessionRefused = vi.fn()
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer))
  const options = { getTicket: () => Promise.resolve('ticket-1'), onSessionRefused }
  const socket = createCollaborationSocket({
    ...options,
    url: 'ws://agenda.test/graphql',
    webSocketImpl: InMemorySocket,
  })
  return { live: createLiveCollaboration(socket, { ...options, fetch }), fetch, onSessionRefused }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  InMemorySocket.opened = []
})
afterEach(() => vi.restoreAllMocks())

describe('the light collaboration client', () => {
  it('asks a query with the ticket and hands back its data', async () => {
    const { live, fetch } = liveWith(json({ data: { myFavourites: [] } }))
    await expect(live.query(MyFavouritesDocument)).resolves.toEqual({ myFavourites: [] })
    const [, init] = fetch.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer ticket-1')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      query: expect.stringContaining('myFavourites'),
    })
  })

  it('fails on a GraphQL error and reports a refused ticket', async () => {
    const failing = liveWith(json({ errors: [{ message: 'kaputt' }] }))
    await expect(failing.live.query(MyFavouritesDocument)).rejects.toThrow('kaputt')
    const refused = liveWith(new Response(null, { status: 401, statusText: 'Unauthorized' }))
    await expect(refused.live.query(MyFavouritesDocument)).rejects.toThrow('Unauthorized')
    expect(refused.onSessionRefused).toHaveBeenCalledTimes(1)
  })

  it('follows a subscription over the socket and tells when it ended', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { live } = liveWith(json({}))
    const next = vi.fn()
    const ended = vi.fn()
    live.subscribe(MyNotificationsChangedDocument, {}, { next, ended })
    await vi.waitFor(() => expect(InMemorySocket.opened).toHaveLength(1))
    const socket = InMemorySocket.opened[0] as InMemorySocket
    await vi.waitFor(() => expect(socket.received[0]?.type).toBe('connection_init'))
    socket.reply({ type: 'connection_ack' })
    await vi.waitFor(() => expect(socket.received[1]?.type).toBe('subscribe'))
    const id = socket.received[1]?.id
    const data = { myNotificationsChanged: { unreadCount: 3 } }
    socket.reply({ type: 'next', id, payload: { data } })
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(data))
    socket.reply({ type: 'complete', id })
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1))
  })
})
