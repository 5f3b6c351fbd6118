// The clients of the fault drills (server/cluster-drills.test.ts): writes sent as the app's outbox
// sends them (the same Idempotency-Key or client mutation id on every retry), a search load that
// counts what failed, and collaboration sockets that reconnect like the app's.
import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'
import { SUBMISSIONS_PATH } from '../../../server/routes/submissions/submissions-routes'
import { FILTERS_PATH } from '../../../server/routes/filters/saved-search-resource'
import type { EventSubmission } from '../../../domain/event-submission'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** What an outbox retries: no answer, the proxy's or a dying instance's refusal, a key in use. */
const RETRIED = new Set([409, 500, 502, 503, 504])
const RETRY_WAIT_MS = 150
const IN_PROGRESS_GIVE_UP_MS = 2_000

export type WriteKind = 'savedSearch' | 'folder' | 'submission'

export interface Write {
  kind: WriteKind
  /** Idempotency-Key or client mutation id; also in the written name, to find the rows. */
  key: string
  ticket: string
  /** HTTP status of the answer the outbox kept (undefined while it still retries). */
  status?: number
  attempts: number
}

const submission = (title: string): EventSubmission => ({
  attendanceMode: 'OnlineEventAttendanceMode',
  title,
  description: 'Probe des Ausfalls einer Instanz.',
  when: {
    startDay: '2026-12-08',
    endDay: '2026-12-08',
    isWholeDay: false,
    startTime: '18:00',
    endTime: '19:30',
  },
  accessLink: 'https://stream.example.org/probe',
  organiser: 'Probe',
  deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 30 123456' },
  ressort: 'wirtschaft',
  links: [],
})

function request(baseUrl: string, write: Write): [string, RequestInit] {
  const headers = {
    authorization: `Bearer ${write.ticket}`,
    'content-type': 'application/json',
    'idempotency-key': write.key,
  }
  const post = (path: string, body: unknown): [string, RequestInit] => [
    `${baseUrl}${path}`,
    { method: 'POST', headers, body: JSON.stringify(body) },
  ]
  switch (write.kind) {
    case 'savedSearch':
      return post(FILTERS_PATH, {
        name: write.key,
        filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Landtag'] }],
      })
    case 'submission':
      return post(SUBMISSIONS_PATH, submission(write.key))
    case 'folder':
      return post('/graphql', {
        query:
          'mutation ($id: ID!, $name: String!) { createFolder(clientMutationId: $id, name: $name) { id } }',
        variables: { id: write.key, name: write.key },
      })
  }
}

/**
 * Sends the write until it gets an answer to keep, or until `untilMs` (epoch), or while its key
 * stays in use for IN_PROGRESS_GIVE_UP_MS (its first request died with an instance and holds the
 * key for a minute): then it stays unanswered, as in an outbox that tries again later.
 */
export async function sendWrite(baseUrl: string, write: Write, untilMs: number): Promise<void> {
  const [url, init] = request(baseUrl, write)
  let inProgressSince: number | undefined
  while (Date.now() < untilMs) {
    write.attempts += 1
    const status = await fetch(url, init).then(
      async (response) => {
        const body = await response.text()
        if (!body.includes('IDEMPOTENCY_IN_PROGRESS')) inProgressSince = undefined
        else inProgressSince ??= Date.now()
        // A GraphQL error of a dying instance comes as 200 with errors: retried too.
        return response.status === 200 && body.includes('"errors"') ? 503 : response.status
      },
      () => 0,
    )
    if (status !== 0 && !RETRIED.has(status)) {
      write.status = status
      return
    }
    if (inProgressSince !== undefined && Date.now() - inProgressSince > IN_PROGRESS_GIVE_UP_MS) {
      return
    }
    await sleep(RETRY_WAIT_MS)
  }
}

export interface LoadCount {
  requests: number
  /** Requests that got no answer or a 5xx: a search is not retried, so each one counts. */
  failures: number
  durations: number[]
}

/** `workers` searchers through nginx, each a new search after the last, until `stop()`. */
export function searchLoad(baseUrl: string, ticket: string, workers: number) {
  const count: LoadCount = { requests: 0, failures: 0, durations: [] }
  let running = true
  let day = 0
  const searcher = async () => {
    while (running) {
      day = (day + 1) % 60
      const from = new Date(Date.UTC(2026, 11, 1 + day))
      const body = JSON.stringify({
        from: from.toISOString(),
        to: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
        filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Pressekonferenz'] }],
        limit: 20,
      })
      const started = performance.now()
      const ok = await fetch(`${baseUrl}/events/api/v1/events/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ticket}`, 'content-type': 'application/json' },
        body,
      }).then(
        async (response) => (await response.arrayBuffer(), response.status < 500),
        () => false,
      )
      count.requests += 1
      if (!ok) count.failures += 1
      count.durations.push(performance.now() - started)
    }
  }
  const done = Promise.all(Array.from({ length: workers }, searcher))
  return {
    count,
    async stop() {
      running = false
      await done
    },
  }
}

export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

export interface ReconnectingSocket {
  client: Client
  /** How often it has connected (1 after the first connection). */
  connections: () => number
  /** Names of the folders the subscription `myFoldersChanged` reported. */
  folderNames: Set<string>
}

/** A socket through nginx that reconnects at once and keeps its subscription, as the app's does. */
export async function openFolderWatcher(
  wsUrl: string,
  ticket: string,
): Promise<ReconnectingSocket> {
  let connections = 0
  let onFirst: () => void = () => undefined
  const first = new Promise<void>((resolve) => (onFirst = resolve))
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: () => sleep(200),
    shouldRetry: () => true,
    connectionParams: { authorization: `Bearer ${ticket}` },
    on: {
      connected: () => {
        connections += 1
        onFirst()
      },
    },
  })
  const folderNames = new Set<string>()
  client.subscribe<{ myFoldersChanged: { name: string }[] }>(
    { query: 'subscription { myFoldersChanged { name } }' },
    {
      next: (result) => result.data?.myFoldersChanged.forEach((f) => folderNames.add(f.name)),
      error: () => undefined,
      complete: () => undefined,
    },
  )
  await first
  return { client, connections: () => connections, folderNames }
}
