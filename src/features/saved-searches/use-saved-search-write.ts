// Runs one saved-search write for a component: busy flag, the German error to show, and a fresh
// list afterwards whatever the outcome (queued, sent or refused).
import { useCallback, useState } from 'react'
import { useReloadSavedSearches } from './api/get-saved-searches'
import { writeErrorMessage } from './saved-search-write-error'

export function useSavedSearchWrite<Args extends unknown[], Result>(
  write: (...args: Args) => Promise<Result>,
  failureMessage: string,
) {
  const reload = useReloadSavedSearches()
  const [state, setState] = useState({ busy: false, error: null as string | null })
  const run = useCallback(
    async (...args: Args): Promise<{ ok: true; value: Result } | { ok: false }> => {
      setState({ busy: true, error: null })
      try {
        const value = await write(...args)
        setState({ busy: false, error: null })
        return { ok: true, value }
      } catch (error) {
        console.error(failureMessage, error)
        setState({ busy: false, error: writeErrorMessage(error, failureMessage) })
        return { ok: false }
      } finally {
        void reload()
      }
    },
    [write, failureMessage, reload],
  )
  return { run, ...state }
}
