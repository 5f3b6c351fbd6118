// The bulk bar's action slot (docs/architecture.md#bulk-actions): features contribute actions on
// the selected entries here, and the bar draws whichever are registered, in order. The bar never
// names a feature, so export, print and collaboration join it without changing it.
import { atom, getDefaultStore } from 'jotai'
import type { IconName } from '@/components/ui/icon-paths'
import type { SelectedEntry } from './entry-selection'

/** What an action's rules see. */
export interface BulkActionContext {
  entries: readonly SelectedEntry[]
  online: boolean
}

export interface BulkAction {
  /** Unique; registering the same id again replaces the action. */
  id: string
  /** German, as the button says it: „Exportieren“, „In einen Ordner“. */
  label: string
  icon: IconName
  /** Place in the bar, lowest first; ties go by label. */
  order: number
  /** Runs on the entries selected when pressed. A rejection is reported in the message bar. */
  run: (entries: readonly SelectedEntry[]) => void | Promise<void>
  /** Not drawn at all while true, e.g. „Favorit entfernen“ when no entry is a favourite. */
  hidden?: (context: BulkActionContext) => boolean
  /** A German sentence why the action cannot run now, or null when it can. */
  unavailable?: (context: BulkActionContext) => string | null
}

/** An action as the bar draws it now. */
export interface ShownBulkAction {
  action: BulkAction
  /** Why it cannot run now; the button then says so instead of running. */
  unavailableReason: string | null
}

const registeredAtom = atom<ReadonlyMap<string, BulkAction>>(new Map())

/** The registered actions in the bar's order. */
export const bulkActionsAtom = atom((get) =>
  [...get(registeredAtom).values()].sort(
    (a, b) => a.order - b.order || a.label.localeCompare(b.label, 'de'),
  ),
)

/** Adds an action to the bar; returns the function that takes it out again. */
export function registerBulkAction(action: BulkAction, store = getDefaultStore()): () => void {
  store.set(registeredAtom, new Map(store.get(registeredAtom)).set(action.id, action))
  return () => {
    const registered = store.get(registeredAtom)
    // A later registration under the same id stays.
    if (registered.get(action.id) !== action) return
    const next = new Map(registered)
    next.delete(action.id)
    store.set(registeredAtom, next)
  }
}

/** The actions to draw for this selection: hidden ones left out, the others with their reason. */
export function shownBulkActions(
  actions: readonly BulkAction[],
  context: BulkActionContext,
): ShownBulkAction[] {
  return actions
    .filter((action) => !action.hidden?.(context))
    .map((action) => ({ action, unavailableReason: action.unavailable?.(context) ?? null }))
}
