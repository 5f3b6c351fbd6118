// A TCP listener on 127.0.0.1 that only counts the connections it gets: the stand-in for an
// internal service a request must never reach (docs/security.md#web-push).
import { createServer, type AddressInfo, type Socket } from 'node:net'

export interface ConnectionListener {
  port: number
  /** Connections opened to it so far. */
  connections(): number
  close(): Promise<void>
}

const NO_CONTENT = 'HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n'

/** `answer` is the raw HTTP response every connection gets, a 204 unless told. */
export async function startConnectionListener(answer = NO_CONTENT): Promise<ConnectionListener> {
  let count = 0
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    count += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // Answers like a tiny web server, so a caller that got through ends at once.
    socket.end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
