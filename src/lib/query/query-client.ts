// The app's one way of reading from the server (docs/architecture.md#reading-from-the-server):
// every REST read is a TanStack query, described by query options in its feature's api/ folder
// and sent through the shared HTTP client. One client per page: it de-duplicates reads that run
// at the same time and keeps answers, so a view seen before shows at once and is refreshed behind.
import { QueryClient } from '@tanstack/react-query'
import { HttpError } from '@/lib/http/http-error'

/** Tries after the first failure, the library's backoff apart (1 s, then 2 s). */
const MAX_RETRIES = 2

/**
 * A refusal (4xx) is the server's answer and stays one; a failing server (5xx) or a lost answer
 * may do better on a second try. A device that knows it is offline will not, and a read that was
 * cancelled is no longer wanted.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof HttpError)) return false
  if (error.status !== null) return error.status >= 500
  if (error.code === 'ERR_CANCELED') return false
  return error.code !== 'ERR_NETWORK' || navigator.onLine
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Offline the service worker answers from its cache (docs/architecture.md#service-worker),
        // and the saved searches fall back to the device: a read must be sent, not paused.
        networkMode: 'always',
        // The library ties reading again on the connection's return to its paused reads, which
        // 'always' never has: without this a feed that failed offline kept its error when the
        // network came back (issue 36). Only reads already stale are sent again.
        refetchOnReconnect: true,
        // A newsroom switches tabs all day; refetching every loaded page of the feed on each
        // return would cost more than it brings.
        refetchOnWindowFocus: false,
      },
    },
  })
}

/** The page's client; forgetting a user's data clears it (src/offline/forget-user-data.ts). */
export const queryClient = createQueryClient()
