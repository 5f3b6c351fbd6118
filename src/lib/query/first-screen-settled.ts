// When the first screen has what it shows: no read of the page's query client still running and
// the browser idle. Work the first screen does not need (the provider's silent check, the saved
// searches' full list) waits for this, so it never competes with the agenda's own answers
// (docs/architecture.md#start-up).
import type { QueryClient } from '@tanstack/react-query'
import { whenIdle } from '@/lib/idle/on-idle'
import { queryClient } from './query-client'

/** Even a first screen that never settles (a read hanging offline) lets the rest start then. */
const SETTLE_LIMIT_MS = 3000

function whenReadsDone(client: QueryClient, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const check = () => {
      if (client.isFetching() === 0) finish()
    }
    const timer = setTimeout(finish, limitMs)
    const unsubscribe = client.getQueryCache().subscribe(check)
    check()
  })
}

/**
 * After the first screen's reads have ended (or SETTLE_LIMIT_MS passed), the browser's next idle
 * moment. The first render must have started its reads before this is called.
 */
export function firstScreenSettled(client: QueryClient): Promise<void> {
  return whenIdle()
    .then(() => whenReadsDone(client, SETTLE_LIMIT_MS))
    .then(() => whenIdle())
}

let settled: Promise<void> | undefined

/** firstScreenSettled of the page's client, once for the page's lifetime. */
export function whenFirstScreenSettled(): Promise<void> {
  settled ??= firstScreenSettled(queryClient)
  return settled
}
