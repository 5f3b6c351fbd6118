// What the saved-searches column does beyond choosing a search (docs/architecture.md#start-up): the
// drag-and-drop list with its menus, reordering, deleting with undo, and the dialogs. It loads when
// the reader reaches for the column; until then saved-searches-nav.tsx shows the light rows.
import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { onDemand } from '@/lib/react/on-demand'
import { calendarSubscriptionAtom } from '@/stores/agenda-export'
import { showMessage } from '@/stores/message-bar'
import { useCreateSavedSearch } from './api/create-saved-search'
import { useDeleteSavedSearch } from './api/delete-saved-search'
import { useShowSavedSearches } from './api/get-saved-searches'
import { useReorderSavedSearches } from './api/reorder-saved-searches'
import { moveSearches } from './move-searches'
import type { SavedSearch } from './saved-search'
import SavedSearchList from './saved-search-list'
import type { SavedSearchAction } from './saved-search-menu'
import type { useFilterId } from './use-filter-id'

const saveSearchDialog = onDemand(() => import('./save-search-dialog'))
const shareSearchDialog = onDemand(() => import('./share-search-dialog'))

export type OpenDialog =
  | { kind: 'save' }
  | { kind: 'edit'; search: SavedSearch }
  | { kind: 'share'; search: SavedSearch }
  | null

interface SavedSearchToolsProps {
  /** The user's searches, or null while they are not known (loading, failed). */
  searches: SavedSearch[] | null
  currentId: string | null
  selection: ReturnType<typeof useFilterId>
  dialog: OpenDialog
  onDialog: (dialog: OpenDialog) => void
}

export default function SavedSearchTools({
  searches,
  currentId,
  selection,
  dialog,
  onDialog,
}: SavedSearchToolsProps) {
  const setCalendarTarget = useSetAtom(calendarSubscriptionAtom)
  const showSearches = useShowSavedSearches()
  const reorder = useReorderSavedSearches()
  const remove = useDeleteSavedSearch()
  const create = useCreateSavedSearch()
  const list = searches ?? []
  // Its most used dialog comes along, so „Suche speichern“ opens without a wait.
  useEffect(() => void saveSearchDialog.preload().catch(() => undefined), [])

  const move = (reordered: SavedSearch[]) => {
    showSearches(reordered.map((search, order) => ({ ...search, order })))
    void reorder.run(reordered)
  }

  const removeWithUndo = async (search: SavedSearch) => {
    if (!(await remove.run(search)).ok) return
    if (selection.filterId === search.id) selection.clear()
    const { name, filterRules, isPublic, alerts, order } = search
    showMessage({
      type: 'info',
      text: `„${name}“ wurde gelöscht.`,
      actionLabel: 'Rückgängig',
      onAction: () => void create.run({ name, filterRules, isPublic, alerts, order }),
    })
  }

  const onAction = (search: SavedSearch, action: SavedSearchAction) => {
    const index = list.findIndex((item) => item.id === search.id)
    if (action === 'edit' || action === 'share') onDialog({ kind: action, search })
    else if (action === 'calendar')
      setCalendarTarget({ kind: 'saved-search', targetId: search.id, name: search.name })
    else if (action === 'delete') void removeWithUndo(search)
    else {
      const neighbour = list[action === 'up' ? index - 1 : index + 1]
      if (neighbour) {
        move(
          moveSearches(
            list,
            new Set([search.id]),
            neighbour.id,
            action === 'up' ? 'before' : 'after',
          ),
        )
      }
    }
  }

  const selectCreated = (id: string | null) => {
    if (id !== null) selection.select(id)
  }
  const close = () => onDialog(null)

  return (
    <>
      {searches && (
        <SavedSearchList
          searches={searches}
          currentId={currentId}
          onChoose={selection.choose}
          onReorder={move}
          onAction={onAction}
        />
      )}
      {dialog?.kind === 'save' && (
        <saveSearchDialog.Component onClose={close} onCreated={selectCreated} />
      )}
      {dialog?.kind === 'edit' && (
        <saveSearchDialog.Component search={dialog.search} onClose={close} />
      )}
      {dialog?.kind === 'share' && (
        <shareSearchDialog.Component search={dialog.search} onClose={close} />
      )}
    </>
  )
}
