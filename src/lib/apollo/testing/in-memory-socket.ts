// A WebSocket whose other end the test plays: graphql-ws runs unchanged against it, and the test
// answers the handshake, sends results or closes with a code, and sees every socket opened.

interface CloseEvent {
  code: number
  reason: string
  wasClean: boolean
}

export class InMemorySocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  /** Every socket the client opened, oldest first. */
  static opened: InMemorySocket[] = []

  readonly url: string
  readonly protocol: string
  readyState = InMemorySocket.CONNECTING
  /** What the client sent, parsed. */
  readonly received: { type: string; payload?: unknown; id?: string }[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: unknown) => void) | null = null

  constructor(url: string, protocol: string) {
    this.url = url
    this.protocol = protocol
    InMemorySocket.opened.push(this)
    queueMicrotask(() => {
      this.readyState = InMemorySocket.OPEN
      this.onopen?.()
    })
  }

  send(data: string): void {
    this.received.push(JSON.parse(data) as InMemorySocket['received'][number])
  }

  /** The server's side: a message to the client. */
  reply(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }

  /** The server's side: closes with a code (4401 …). */
  closeFromServer(code: number, reason = ''): void {
    this.readyState = InMemorySocket.CLOSED
    this.onclose?.({ code, reason, wasClean: true })
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === InMemorySocket.CLOSED) return
    this.closeFromServer(code, reason)
  }

  addEventListener(): void {}
  removeEventListener(): void {}
}
