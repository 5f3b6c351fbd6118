// The messages of graphql-transport-ws (the protocol of graphql-ws, which the app speaks; see
// github.com/enisdenjo/graphql-ws PROTOCOL.md) that collaboration-socket.ts reads and writes.
import type { ConnectionInitPayload } from './socket-auth'

export type ClientMessage =
  | { type: 'connection_init'; payload?: ConnectionInitPayload }
  | { type: 'ping' | 'pong' }
  | {
      type: 'subscribe'
      id: string
      payload: {
        query: string
        operationName?: string | null
        variables?: Record<string, unknown> | null
      }
    }
  | { type: 'complete'; id: string }

/** The protocol's close codes besides 4401 and 4403 (socket-sessions.ts). */
export const CLOSE_INVALID_MESSAGE = { code: 4400, reason: 'Invalid message received' } as const
export const CLOSE_TOO_MANY_INITS = {
  code: 4429,
  reason: 'Too many initialisation requests',
} as const
export const closeDuplicate = (id: string) => ({
  code: 4409,
  reason: `Subscriber for ${id.slice(0, 64)} already exists`,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optional = (value: unknown, type: 'string' | 'object') =>
  value === undefined ||
  value === null ||
  (type === 'object' ? isRecord(value) : typeof value === type)

/** The message in `text`, or undefined when it is none of the protocol's (closed with 4400). */
export function readClientMessage(text: string): ClientMessage | undefined {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(message)) return undefined
  switch (message.type) {
    case 'connection_init':
      return optional(message.payload, 'object') ? (message as ClientMessage) : undefined
    case 'ping':
    case 'pong':
      return { type: message.type }
    case 'subscribe': {
      const { id, payload } = message
      if (typeof id !== 'string' || id === '' || !isRecord(payload)) return undefined
      if (typeof payload.query !== 'string') return undefined
      if (!optional(payload.operationName, 'string') || !optional(payload.variables, 'object')) {
        return undefined
      }
      return message as ClientMessage
    }
    case 'complete':
      return typeof message.id === 'string' && message.id !== ''
        ? { type: 'complete', id: message.id }
        : undefined
    default:
      return undefined
  }
}

/**
 * A `next` message in two parts: the head, with the result, is the same for every subscriber who
 * may see that result (shared-execution.ts); the tail carries each subscription's own id. Sent as
 * two fragments of one message, so a thousand subscribers share one copy of the head.
 */
export const nextMessageHead = (result: object) =>
  Buffer.from(`{"type":"next","payload":${JSON.stringify(result)}`)
export const nextMessageTail = (id: string) => `,"id":${JSON.stringify(id)}}`

export const errorMessage = (id: string, errors: readonly object[]) =>
  JSON.stringify({ id, type: 'error', payload: errors })

export const completeMessage = (id: string) => JSON.stringify({ id, type: 'complete' })

export const ACK_MESSAGE = '{"type":"connection_ack"}'
export const PING_MESSAGE = '{"type":"ping"}'
export const PONG_MESSAGE = '{"type":"pong"}'
