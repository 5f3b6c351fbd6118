// The bulk bar's exports, loaded when one is pressed (export-bulk-actions.ts).
import { selectionCalendarJob, selectionPdfJob } from './export-jobs'
import { runExport } from './run-export'

export async function exportSelection(ids: readonly string[], as: 'calendar' | 'pdf') {
  await runExport(as === 'calendar' ? selectionCalendarJob(ids) : selectionPdfJob(ids))
}
