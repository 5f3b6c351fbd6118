// The bench's subscribers (bench/collaboration.ts), in a process of their own so their memory is
// not counted as the server's: each opens a socket, sends connection_init with its ticket and
// subscribes to the folder with the app's own document (FolderChanged of
// src/features/collaboration/api/subscriptions.graphql, with the `__typename`s Apollo adds).
//
// One process stands in for a thousand devices here, so it must not spend a device's time per
// message inside the measurement: an arrival is the time the whole message has come in; the
// messages are parsed and checked (each subscriber's own role, the folder's new item count) only
// once every subscriber has its change, and the arrivals go back to the bench in one IPC message
// per mutation, so the server process is not interrupted while it fans out.
import { readFileSync } from 'node:fs'
import { parse, print, separateOperations } from 'graphql'
import { addTypenameToDocument } from '@apollo/client/utilities'
import WebSocket from 'ws'

/** What each mutation of the bench does: add an entry, or change an entry's coverage. */
export type ChangeKind = 'items' | 'coverage'
interface Setup {
  url: string
  tickets: string[]
  folderId: string
  /** Each subscriber's role as the folder should show it (`myRole`). */
  roles: string[]
  change: ChangeKind
}
/** What goes back to the bench: ready once all are subscribed, then one per mutation. */
export type SubscribersMessage =
  | { ready: true }
  | {
      arrivals: number[]
      /** The largest change, in bytes. */
      bytes: number
    }
interface FolderChangedMessage {
  type: string
  payload?: {
    data?: {
      folderChanged?: {
        folder?: { myRole: string; itemCount: number }
        changedItems?: { coverages: { note: string | null }[] }[] | null
      }
    }
  }
}

const report = (message: object) => process.send?.(message)
const { url, tickets, folderId, roles, change } = await new Promise<Setup>((resolve) =>
  process.once('message', (message) => resolve(message as Setup)),
)

function appDocument(): string {
  const api = new URL('../src/features/collaboration/api/', import.meta.url)
  const text = ['subscriptions.graphql', 'fragments.graphql']
    .map((file) => readFileSync(new URL(file, api), 'utf8'))
    .join('\n')
  const operation = separateOperations(parse(text)).FolderChanged
  if (!operation) throw new Error('FolderChanged is not in subscriptions.graphql')
  return print(addTypenameToDocument(operation))
}
const SUBSCRIPTION = appDocument()
const now = () => performance.timeOrigin + performance.now()

let received: { subscriber: number; at: number; data: Buffer }[] = []
// Adding entries counts them up; a coverage change is of the folder's one entry, its note the run's.
let runs = 0
const expected = () =>
  change === 'items'
    ? { itemCount: runs, note: undefined }
    : { itemCount: 1, note: `Lauf ${runs - 1}` }

function check({ subscriber, data }: { subscriber: number; data: Buffer }) {
  const message = JSON.parse(data.toString()) as FolderChangedMessage
  const changed = message.payload?.data?.folderChanged
  const folder = changed?.folder
  const { itemCount, note } = expected()
  const coverageNote = changed?.changedItems?.[0]?.coverages[0]?.note ?? undefined
  if (
    !folder ||
    folder.myRole !== roles[subscriber] ||
    folder.itemCount !== itemCount ||
    coverageNote !== note
  ) {
    throw new Error(`subscriber ${subscriber} got ${data.toString().slice(0, 300)}`)
  }
}

function arrived(subscriber: number, data: Buffer) {
  received.push({ subscriber, at: now(), data })
  if (received.length < tickets.length) return
  const run = received
  received = []
  runs += 1
  run.forEach(check)
  const result: SubscribersMessage = {
    arrivals: run.map((arrival) => arrival.at),
    bytes: Math.max(...run.map((arrival) => arrival.data.length)),
  }
  report(result)
}

function connect(ticket: string, subscriber: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws')
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${ticket}` } }),
      ),
    )
    socket.on('message', (data: Buffer) => {
      // Only a change is large; the type of anything else is read as the app would read it.
      if (data.length > 200 || data.includes('"type":"next"')) return arrived(subscriber, data)
      const message = JSON.parse(data.toString()) as { type: string; payload?: unknown }
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: {
              query: SUBSCRIPTION,
              variables: { folderId },
              operationName: 'FolderChanged',
            },
          }),
        )
        // The server has the subscription once it answers a ping sent after it.
        socket.send(JSON.stringify({ type: 'ping' }))
      } else if (message.type === 'pong') resolve()
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
      else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)))
    })
    socket.on('close', (code) => reject(new Error(`closed ${code}`)))
  })
}

// A few at a time: a thousand handshakes at once would measure the handshake, not the fan-out.
const BATCH = 50
for (let start = 0; start < tickets.length; start += BATCH) {
  await Promise.all(
    tickets.slice(start, start + BATCH).map((ticket, i) => connect(ticket, start + i)),
  )
}
report({ ready: true })
