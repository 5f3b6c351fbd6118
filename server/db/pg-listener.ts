// LISTEN on PostgreSQL for the real-time fan-out between instances (docs/architecture.md
// "Collaboration"). A pooled connection cannot hold a LISTEN, so each channel gets a client of its
// own, reconnected after a loss. Notifications sent while it was away are gone: receivers only
// ever re-read, and a client that reconnects reads again anyway.
import pg from 'pg'

const RECONNECT_DELAY_MS = 1000
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/

export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  // The channel is spliced into LISTEN, which takes no parameters: only plain names pass.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`)
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    next.on('error', (error) => {
      console.warn(`PostgreSQL LISTEN ${channel} lost: ${error.message}`)
      void next.end().catch(() => undefined)
      reconnectSoon()
    })
    await next.connect()
    await next.query(`LISTEN ${channel}`)
    client = next
  }
  // A connection that fails while connecting can report it twice (its 'error' and the rejected
  // connect or LISTEN): one reconnect is pending at a time, or each loss would double the clients.
  const reconnectSoon = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().catch(reconnectLater)
    }, RECONNECT_DELAY_MS)
  }
  const reconnectLater = (error: Error) => {
    console.warn(`PostgreSQL LISTEN ${channel} failed: ${error.message}`)
    reconnectSoon()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}

/**
 * LISTEN on the embedded database. PGlite is one backend session behind all its connections, so
 * a LISTEN from any of them holds for all, and a notification comes back on the connection whose
 * commit sent it, not on a dedicated one: every pooled client passes its notifications here.
 */
export function poolNotifications(pool: pg.Pool) {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload ?? '')
    })
  })
  return async (
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> => {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`)
    let forChannel = listeners.get(channel)
    if (!forChannel) {
      forChannel = new Set()
      listeners.set(channel, forChannel)
      await pool.query(`LISTEN ${channel}`)
    }
    forChannel.add(onPayload)
    return async () => {
      forChannel.delete(onPayload)
      if (forChannel.size > 0 || listeners.get(channel) !== forChannel) return
      listeners.delete(channel)
      await pool.query(`UNLISTEN ${channel}`).catch(() => undefined)
    }
  }
}
