// Pressing a bulk action: an action that cannot run now says why instead; a failure is reported
// in the message bar (the action's own detail goes to the log).
import type { SelectedEntry } from '@/stores/entry-selection'
import type { ShownBulkAction } from '@/stores/bulk-actions'
import { showMessage } from '@/stores/message-bar'

export async function runBulkAction(
  { action, unavailableReason }: ShownBulkAction,
  entries: readonly SelectedEntry[],
): Promise<void> {
  if (unavailableReason) {
    showMessage({ text: unavailableReason, type: 'info' })
    return
  }
  try {
    await action.run(entries)
  } catch (error) {
    console.error(`Bulk action ${action.id} failed`, error)
    showMessage({
      text: `„${action.label}“ hat nicht geklappt. Bitte erneut versuchen.`,
      type: 'error',
    })
  }
}
