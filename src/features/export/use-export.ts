// Runs one export at a time for a component, so its buttons can say that a file is being made.
// The code that runs it loads with the first press: the buttons show on the first screen.
import { useCallback, useState } from 'react'
import type { ExportJob } from './run-export'

export function useExport() {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (job: ExportJob) => {
    setBusy(true)
    try {
      const { runExport } = await import('./run-export')
      await runExport(job)
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
