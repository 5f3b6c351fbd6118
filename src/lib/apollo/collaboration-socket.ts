// The collaboration service's socket (graphql-ws on /graphql), light on purpose: the live agenda,
// the stars and the bell follow it from the start without Apollo, which loads only when a folder,
// the favourites or the notifications are opened and then shares this socket
// (docs/architecture.md#collaboration-client).
import { createClient, type Client as SocketClient } from 'graphql-ws'
import {
  isCloseLike,
  SESSION_CLOSE_CODES,
  shouldRetrySocket,
  SOCKET_RETRY_ATTEMPTS,
  waitBeforeSocketRetry,
} from './socket-retry'

const GRAPHQL_PATH = '/graphql'

export interface CollaborationSocketOptions {
  url: string
  /** The ticket to send now (renewed first when about to expire); null when signed out. */
  getTicket: () => Promise<string | null>
  /** The server closed the socket with 4401 or 4403, or refused the ticket over HTTP. */
  onSessionRefused: () => void
  webSocketImpl?: unknown
}

/** graphql-ws with the rules of docs/product.md#constants: lazy, 5 retries with jittered back-off, no fatal retry. */
export function createCollaborationSocket(options: CollaborationSocketOptions): SocketClient {
  return createClient({
    url: options.url,
    lazy: true,
    retryAttempts: SOCKET_RETRY_ATTEMPTS,
    retryWait: waitBeforeSocketRetry,
    shouldRetry: shouldRetrySocket,
    // Read at every (re)connect, so a new socket carries the ticket of the moment.
    connectionParams: async () => ({ authorization: `Bearer ${await options.getTicket()}` }),
    on: {
      closed: (event) => {
        if (isCloseLike(event) && SESSION_CLOSE_CODES.has(event.code)) options.onSessionRefused()
      },
    },
    ...(options.webSocketImpl === undefined ? {} : { webSocketImpl: options.webSocketImpl }),
  })
}

/** /graphql on this origin, over HTTP or WebSocket (wss: under https:). */
export function collaborationEndpoint(protocol: 'http' | 'ws'): string {
  const secure = location.protocol === 'https:'
  const scheme = protocol === 'ws' ? (secure ? 'wss:' : 'ws:') : location.protocol
  return `${scheme}//${location.host}${GRAPHQL_PATH}`
}
