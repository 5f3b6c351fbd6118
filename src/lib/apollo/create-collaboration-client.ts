// The collaboration client (docs/architecture.md#collaboration-client), loaded when a folder, the
// favourites or the notifications are opened: Apollo with the HTTP link for queries and mutations
// and the session's socket for subscriptions, both on /graphql with the ticket; the cache persisted
// per account in IndexedDB.
import { ApolloClient, ApolloLink, HttpLink, type InMemoryCache } from '@apollo/client'
import { SetContextLink } from '@apollo/client/link/context'
import { ErrorLink } from '@apollo/client/link/error'
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { CachePersistor, type PersistentStorage } from 'apollo3-cache-persist'
import type { Client as SocketClient } from 'graphql-ws'
import { createCollaborationCache } from './collaboration-cache-policy'
import { combinedErrorText, statusTextFetch } from './collaboration-errors'
import { collaborationEndpoint, type CollaborationSocketOptions } from './collaboration-socket'

function httpLink(options: CollaborationLinkOptions): ApolloLink {
  const withTicket = new SetContextLink(async (context) => {
    const ticket = await options.getTicket()
    return {
      headers: { ...context.headers, ...(ticket ? { authorization: `Bearer ${ticket}` } : {}) },
    }
  })
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const refusing = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await send(input, init)
    if (response.status === 401 || response.status === 403) options.onSessionRefused()
    return response
  }
  return withTicket.concat(new HttpLink({ uri: options.httpUrl, fetch: statusTextFetch(refusing) }))
}

export interface CollaborationLinkOptions extends CollaborationSocketOptions {
  httpUrl: string
  fetch?: typeof fetch
}

/** The whole chain: the error log, then subscriptions to the socket, the rest to HTTP. */
export function collaborationLink(options: CollaborationLinkOptions, socket: SocketClient) {
  const logErrors = new ErrorLink(({ error, operation }) => {
    console.error(`Collaboration ${operation.operationName ?? ''}: ${combinedErrorText(error)}`)
  })
  return ApolloLink.from([
    logErrors,
    ApolloLink.split(
      (operation) => operation.operationType === 'subscription',
      new GraphQLWsLink(socket),
      httpLink(options),
    ),
  ])
}

export interface CollaborationClient {
  client: ApolloClient
  dispose(): void
}

export interface PersistedCache {
  cache: InMemoryCache
  /** Stops writing to IndexedDB (before the device's data is forgotten). */
  pause(): void
}

/** Where the cache is kept (collaboration-cache-storage.ts), one record per account id. */
export type CollaborationCacheStorage = PersistentStorage<unknown>

/** The cache of one account, filled from the device before the first read (offline folders). */
export async function restoreCollaborationCache(
  accountId: string,
  storage: CollaborationCacheStorage,
): Promise<PersistedCache> {
  const cache = createCollaborationCache()
  const persistor = new CachePersistor({
    cache,
    storage,
    key: accountId,
    serialize: false,
    // apollo3-cache-persist still names Apollo 3's generic cache type.
  } as unknown as ConstructorParameters<typeof CachePersistor<object>>[0])
  await persistor.restore().catch((error: unknown) => {
    console.error('The collaboration cache could not be restored', error)
  })
  return { cache, pause: () => persistor.pause() }
}

/** A client for the current ticket over the session's socket; a renewed ticket gets a new one. */
export function createCollaborationClient(
  cache: InMemoryCache,
  socket: SocketClient,
  options: Pick<CollaborationSocketOptions, 'getTicket' | 'onSessionRefused'>,
): CollaborationClient {
  const linkOptions = {
    ...options,
    url: collaborationEndpoint('ws'),
    httpUrl: collaborationEndpoint('http'),
  }
  const client = new ApolloClient({ cache, link: collaborationLink(linkOptions, socket) })
  return { client, dispose: () => client.stop() }
}
