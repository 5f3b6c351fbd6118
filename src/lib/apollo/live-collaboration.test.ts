import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCollaborationSocket } from './collaboration-socket'
import type { OperationText } from './graphql-request'
import { createLiveCollaboration } from './live-collaboration'
import { InMemorySocket } from './testing/in-memory-socket'

const MyFavouritesText: OperationText<
  { myFavourites: { eventId: string }[] },
  Record<string, never>
> = { operationName: 'MyFavourites', query: 'query MyFavourites { myFavourites { eventId } }' }
const UnreadText: OperationText<
  { myNotificationsChanged: { unreadCount: number } },
  Record<string, never>
> = {
  operationName: 'Unread',
  query: 'subscription Unread { myNotificationsChanged { unreadCount } }',
}

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
    await expect(live.query(MyFavouritesText)).resolves.toEqual({ myFavourites: [] })
    const [, init] = fetch.mock.calls[0] ?? []
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer ticket-1')
    expect(JSON.parse(String(init?.body))).toEqual({
      query: MyFavouritesText.query,
      operationName: 'MyFavourites',
      variables: {},
    })
  })

  it('fails on a GraphQL error and reports a refused ticket', async () => {
    const failing = liveWith(json({ errors: [{ message: 'kaputt' }] }))
    await expect(failing.live.query(MyFavouritesText)).rejects.toThrow('kaputt')
    const refused = liveWith(new Response(null, { status: 401, statusText: 'Unauthorized' }))
    await expect(refused.live.query(MyFavouritesText)).rejects.toThrow('Unauthorized')
    expect(refused.onSessionRefused).toHaveBeenCalledTimes(1)
  })

  it('follows a subscription over the socket and tells when it ended', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { live } = liveWith(json({}))
    const next = vi.fn()
    const ended = vi.fn()
    live.subscribe(UnreadText, {}, { next, ended })
    await vi.waitFor(() => expect(InMemorySocket.opened).toHaveLength(1))
    const socket = InMemorySocket.opened[0] as InMemorySocket
    await vi.waitFor(() => expect(socket.received[0]?.type).toBe('connection_init'))
    socket.reply({ type: 'connection_ack' })
    await vi.waitFor(() => expect(socket.received[1]?.type).toBe('subscribe'))
    expect(socket.received[1]?.payload).toEqual({
      query: UnreadText.query,
      operationName: 'Unread',
      variables: {},
    })
    const id = socket.received[1]?.id
    const data = { myNotificationsChanged: { unreadCount: 3 } }
    socket.reply({ type: 'next', id, payload: { data } })
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(data))
    socket.reply({ type: 'complete', id })
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1))
  })
})
