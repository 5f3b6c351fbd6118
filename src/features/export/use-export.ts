// Runs one export at a time for a component, so its buttons can say that a file is being made.
// The code that runs it and the jobs' definitions load with the first press: the buttons show on
// the first screen.
import { useCallback, useState } from 'react'
import { isOffline } from '@/offline/network-status'
import { showMessage } from '@/stores/message-bar'
import { failureText, showExportNeedsConnection } from './export-messages'
import type { ExportJob } from './run-export'

type ExportJobs = typeof import('./export-jobs')

/** The export to run, made from the jobs' definitions once they are loaded. */
export interface ExportRequest {
  /** „Der Kalender“ or „Das PDF“ (EXPORT_SUBJECTS), for a failure before the job exists. */
  what: string
  job: (jobs: ExportJobs) => ExportJob
}

/** Loads the runner and runs the export; says why when it cannot even start. */
export async function startExport({ what, job }: ExportRequest): Promise<void> {
  // Offline the runner's code may not be on the device yet, and the answer needs none of it.
  if (isOffline()) {
    showExportNeedsConnection()
    return
  }
  let loaded: [typeof import('./run-export'), ExportJobs]
  try {
    loaded = await Promise.all([import('./run-export'), import('./export-jobs')])
  } catch (error) {
    console.error(`${what}: export code not loaded`, error)
    showMessage({ type: 'error', text: failureText(what, error) })
    return
  }
  const [runner, jobs] = loaded
  await runner.runExport(job(jobs))
}

export function useExport() {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (request: ExportRequest) => {
    setBusy(true)
    try {
      await startExport(request)
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
