// Runs one export at a time for a component, so its buttons can say that a file is being made.
import { useCallback, useState } from 'react'
import { runExport, type ExportJob } from './run-export'

export function useExport() {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (job: ExportJob) => {
    setBusy(true)
    try {
      await runExport(job)
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
