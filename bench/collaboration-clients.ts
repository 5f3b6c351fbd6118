// The bench's subscribers (bench/collaboration.ts), in a process of their own so their memory is
// not counted as the server's: each opens a socket, sends connection_init with its ticket and
// subscribes to the folder; every change's arrival time goes back to the bench over IPC.
import WebSocket from 'ws'

interface Setup {
  url: string
  tickets: string[]
  folderId: string
}
const report = (message: object) => process.send?.(message)
const { url, tickets, folderId } = await new Promise<Setup>((resolve) =>
  process.once('message', (message) => resolve(message as Setup)),
)
const SUBSCRIPTION =
  'subscription($f: ID!) { folderChanged(folderId: $f) { kind count folder { itemCount } } }'
const now = () => performance.timeOrigin + performance.now()

function connect(ticket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws')
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${ticket}` } }),
      ),
    )
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: unknown } }
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: SUBSCRIPTION, variables: { f: folderId } },
          }),
        )
        // The server has the subscription once it answers a ping sent after it.
        socket.send(JSON.stringify({ type: 'ping' }))
      } else if (message.type === 'pong') resolve()
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
      else if (message.type === 'next') report({ arrived: now() })
      else if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)))
    })
    socket.on('close', (code) => reject(new Error(`closed ${code}`)))
  })
}

// A few at a time: a thousand handshakes at once would measure the handshake, not the fan-out.
const BATCH = 50
for (let start = 0; start < tickets.length; start += BATCH) {
  await Promise.all(tickets.slice(start, start + BATCH).map(connect))
}
report({ ready: true })
