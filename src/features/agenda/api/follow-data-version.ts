// Keeps open views up to date when the agenda's data changes elsewhere (a planner accepts a
// submission, cancels an event, another instance writes): every 15 s while the page is visible
// and online, one tiny read of the data version; when it moved, the agenda's reads are
// invalidated, so what is on screen is read again and the rest on its next use
// (docs/architecture.md#data-version).
import type { QueryClient } from '@tanstack/react-query'
import type { Atom, getDefaultStore } from 'jotai'
import { accessVerdict } from '@domain/agenda-access'
import type { DataVersionResponse } from '@domain/events-api'
import type { AuthState } from '@/lib/auth/auth-machine'
import { httpClient } from '@/lib/http/http-client'

export const DATA_VERSION_POLL_MS = 15_000

/** The queries derived from the agenda's data; the planning desk's own reads follow too. */
const AGENDA_QUERY_KEYS = [['event-search'], ['day-summary'], ['event'], ['planning']]

export interface DataVersionDependencies {
  client: QueryClient
  store: ReturnType<typeof getDefaultStore>
  authState: Atom<AuthState>
  isOnline: () => boolean
  readVersion?: () => Promise<DataVersionResponse>
  intervalMs?: number
}

const readDataVersion = () => httpClient.get<DataVersionResponse>('events/data-version')

/** Starts following; returns a stop. */
export function followDataVersion(deps: DataVersionDependencies): () => void {
  const { client, store, authState, isOnline } = deps
  const read = deps.readVersion ?? readDataVersion
  let known: number | null = null
  let reading = false

  const mayRead = () => {
    const auth = store.get(authState)
    return (
      auth.status === 'authenticated' &&
      accessVerdict(auth.profile) === 'ok' &&
      isOnline() &&
      document.visibilityState === 'visible'
    )
  }

  const check = async () => {
    if (reading || !mayRead()) return
    reading = true
    try {
      const { version } = await read()
      const moved = known !== null && version !== known
      known = version
      if (moved) {
        await Promise.all(
          AGENDA_QUERY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })),
        )
      }
    } catch (error) {
      // The next tick tries again; the views show their own failures.
      console.debug('data version not read', error)
    } finally {
      reading = false
    }
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const timer = setInterval(() => void check(), deps.intervalMs ?? DATA_VERSION_POLL_MS)
  document.addEventListener('visibilitychange', onVisible)
  void check()
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
