// Readiness from a background probe, not from a query per request: `/healthz` must answer at once
// even when every pooled connection is busy (PostgreSQL) or PGlite's one session has a queue of
// searches, and still report a dead database within a bounded time (docs/architecture.md
// "Telemetry"). The probe has a connection of its own, outside the pool, so it never waits for a
// pooled connection; on PGlite it still shares the one session, behind at most the pool's few
// queued statements.
import type pg from 'pg'

export interface ProbeTimings {
  /** Pause between the end of one probe and the start of the next. */
  intervalMs: number
  /**
   * A probe (connecting included) that takes longer has failed; its connection is dropped, and
   * readiness says unhealthy from then on, even before the timer that ends it has run.
   */
  timeoutMs: number
}

// Generous against a busy machine, tight enough for a load balancer that checks every 5–10 s: a
// refused connection shows within a second, a hung database within 6 s.
export const DEFAULT_PROBE_TIMINGS: ProbeTimings = { intervalMs: 1000, timeoutMs: 5000 }

export interface DatabaseProbe {
  /** Whether the database counts as reachable now; never waits for the database. */
  healthy(): boolean
  stop(): Promise<void>
}

/**
 * Asks `SELECT 1` on a client of its own every `intervalMs`, the first time before it resolves.
 * Healthy while the last probe succeeded and the one under way, if any, is not overdue; so a
 * database that dies is reported within about `intervalMs + timeoutMs`. Not "the last success is
 * older than N s": a loop of requests that never yields to timers (inject in tests) would then
 * read as a dead database although no probe could even start.
 */
export async function startDatabaseProbe(
  openClient: () => pg.Client,
  timings: ProbeTimings,
  onChange: (healthy: boolean, error?: unknown) => void,
): Promise<DatabaseProbe> {
  let client: pg.Client | undefined
  let lastFailed = false
  /** When the probe under way started (performance.now()), undefined between probes. */
  let askedAt: number | undefined
  let stopped = false
  let next: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  // What onChange last heard; a server starts out assumed healthy, so only a change is told.
  let reported = true

  const healthy = () =>
    !lastFailed && (askedAt === undefined || performance.now() - askedAt <= timings.timeoutMs)

  const drop = (gone: pg.Client) => {
    if (client === gone) client = undefined
    void gone.end().catch(() => undefined)
  }

  const ask = async () => {
    if (!client) {
      const fresh = openClient()
      // A connection lost between probes: the next probe opens another.
      fresh.on('error', () => drop(fresh))
      client = fresh
      await fresh.connect()
    }
    await client.query('SELECT 1')
  }

  const probeOnce = async () => {
    askedAt = performance.now()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      // After a stalled event loop the timer runs before the answer already waiting on the
      // socket is read; setImmediate lets that read (the poll phase) come first.
      timer = setTimeout(
        () => setImmediate(() => reject(new Error(`no answer within ${timings.timeoutMs} ms`))),
        timings.timeoutMs,
      )
    })
    try {
      await Promise.race([ask(), timeout])
      lastFailed = false
      if (!reported) {
        reported = true
        onChange(true)
      }
    } catch (error) {
      lastFailed = true
      if (client) drop(client)
      if (reported) {
        reported = false
        onChange(false, error)
      }
    } finally {
      askedAt = undefined
      clearTimeout(timer)
    }
  }

  const schedule = () => {
    if (stopped) return
    next = setTimeout(() => {
      running = probeOnce().then(schedule)
    }, timings.intervalMs).unref()
  }

  await probeOnce()
  schedule()
  return {
    healthy,
    async stop() {
      stopped = true
      clearTimeout(next)
      // Ending the connection first ends a probe that waits on it.
      if (client) drop(client)
      await running
    },
  }
}
