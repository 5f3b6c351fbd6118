// One write of the subscription links for a component (make, replace, end): busy while it runs,
// and the German reason when it fails, as the dialog and the settings both show them.
import { useState } from 'react'
import { failureMessage } from '@/lib/query/use-read'

export function useFeedWrite() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** Runs `write`; a failure is logged and its reason shown, never thrown. */
  const run = async (write: () => Promise<void>, fallback: string) => {
    setBusy(true)
    setError(null)
    try {
      await write()
    } catch (cause) {
      console.error(fallback, cause)
      setError(failureMessage(cause, fallback))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}
