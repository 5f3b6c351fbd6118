// Runs one export at a time for a component, so its buttons can say that a file is being made.
// The code that runs it loads with the first press: the buttons show on the first screen.
import { useCallback, useState } from 'react'
import { isOffline } from '@/offline/network-status'
import { showMessage } from '@/stores/message-bar'
import { failureText, showExportNeedsConnection } from './export-messages'
import type { ExportJob } from './run-export'

/** Loads the runner and runs the export; says why when it cannot even start. */
export async function startExport(job: ExportJob): Promise<void> {
  // Offline the runner's code may not be on the device yet, and the answer needs none of it.
  if (isOffline()) {
    showExportNeedsConnection()
    return
  }
  let runner: typeof import('./run-export')
  try {
    runner = await import('./run-export')
  } catch (error) {
    console.error(`${job.what}: export code not loaded`, error)
    showMessage({ type: 'error', text: failureText(job.what, error) })
    return
  }
  await runner.runExport(job)
}

export function useExport() {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (job: ExportJob) => {
    setBusy(true)
    try {
      await startExport(job)
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
