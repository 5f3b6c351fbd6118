// What export adds to the bulk bar (docs/architecture.md#bulk-actions): the selected entries as
// one calendar file or one PDF. Light on purpose: the code that makes the files loads when pressed.
import type { getDefaultStore } from 'jotai'
import { registerBulkAction, type BulkActionContext } from '@/stores/bulk-actions'
import type { SelectedEntry } from '@/stores/entry-selection'
import { EXPORT_NEEDS_CONNECTION } from './export-messages'

type Store = ReturnType<typeof getDefaultStore>

const unavailable = ({ online }: BulkActionContext) => (online ? null : EXPORT_NEEDS_CONNECTION)

// `then` with the one name it needs: no module object is made, so no bundler helper either.
const exportSelection = (entries: readonly SelectedEntry[], as: 'calendar' | 'pdf') =>
  import('./export-selection').then(({ exportSelection: run }) =>
    run(
      entries.map(({ id }) => id),
      as,
    ),
  )

/** Registers the actions; returns the function that takes them out again. */
export function registerExportActions(store: Store): () => void {
  const unregister = [
    registerBulkAction(
      {
        id: 'export-calendar',
        label: 'Als Kalender (ICS)',
        icon: 'calendar-plus',
        order: 200,
        unavailable,
        run: (entries) => exportSelection(entries, 'calendar'),
      },
      store,
    ),
    registerBulkAction(
      {
        id: 'export-pdf',
        label: 'Als PDF',
        icon: 'document',
        order: 210,
        unavailable,
        run: (entries) => exportSelection(entries, 'pdf'),
      },
      store,
    ),
  ]
  return () => unregister.forEach((take) => take())
}
