// The saved searches in the classic layout's navigation (issue 6): the "Geteilte Suche" of a
// link, 'Suche speichern', and the user's searches with their actions and overlays. The column
// folds away on a desktop (remembered on the device) and folds out on a phone.
// It starts as light markup; the drag-and-drop list loads when the reader reaches for the column
// and the dialogs when they open (docs/architecture.md#start-up).
import { useEffect, useRef, useState } from 'react'
import { useAtom, useSetAtom } from 'jotai'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { onDemand } from '@/lib/react/on-demand'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/react/use-media-query'
import { calendarSubscriptionAtom } from '@/stores/agenda-export'
import { layoutPreferencesAtom } from '@/stores/layout-preferences'
import { showMessage } from '@/stores/message-bar'
import { useCreateSavedSearch } from './api/create-saved-search'
import { useDeleteSavedSearch } from './api/delete-saved-search'
import { useSavedSearches, useShowSavedSearches } from './api/get-saved-searches'
import { useReorderSavedSearches } from './api/reorder-saved-searches'
import type { SavedSearch } from './saved-search'
import { moveSearches } from './move-searches'
import { SavedSearchLinks } from './saved-search-links'
import type { SavedSearchAction } from './saved-search-menu'
import { SharedSearchBanner } from './shared-search-banner'
import { useFilterId } from './use-filter-id'
import './saved-searches.css'

const savedSearchList = onDemand(() => import('./saved-search-list'))
const saveSearchDialog = onDemand(() => import('./save-search-dialog'))
const shareSearchDialog = onDemand(() => import('./share-search-dialog'))

type OpenDialog =
  | { kind: 'save' }
  | { kind: 'edit'; search: SavedSearch }
  | { kind: 'share'; search: SavedSearch }
  | null

export default function SavedSearchesNav() {
  const state = useSavedSearches()
  const selection = useFilterId(state)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const setCalendarTarget = useSetAtom(calendarSubscriptionAtom)
  // On a phone the list folds out above the feed for this visit; on a desktop the column folds
  // away to give the feed its width, and the device remembers that (docs/product.md#layouts).
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [foldedOut, setFoldedOut] = useState(false)
  const [layout, setLayout] = useAtom(layoutPreferencesAtom)
  const expanded = desktop ? !layout.savedSearchesCollapsed : foldedOut
  const toggle = () => {
    if (desktop) setLayout({ savedSearchesCollapsed: expanded })
    else setFoldedOut(!expanded)
  }
  const showSearches = useShowSavedSearches()
  const reorder = useReorderSavedSearches()
  const remove = useDeleteSavedSearch()
  const create = useCreateSavedSearch()
  const searches = state.status === 'ready' ? state.searches : []
  const [interactive, setInteractive] = useState(false)
  /** The search whose light row had the focus when the full list took over. */
  const focusAfterSwap = useRef<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!interactive) return
    focusRow(listRef.current, focusAfterSwap.current)
    focusAfterSwap.current = null
  }, [interactive])
  /** The reader reaches for the column: its full list loads, and takes over the focused row. */
  const wake = () => {
    if (interactive) return
    // Its most used dialog follows, so „Suche speichern“ opens without a wait.
    void saveSearchDialog.preload().catch(() => undefined)
    savedSearchList.preload().then(
      () => {
        const focused = document.activeElement
        focusAfterSwap.current =
          focused instanceof HTMLElement ? (focused.dataset.searchId ?? null) : null
        setInteractive(true)
      },
      // The light rows still choose searches; the next reach tries again.
      () => undefined,
    )
  }

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
    const index = searches.findIndex((item) => item.id === search.id)
    if (action === 'edit' || action === 'share') setDialog({ kind: action, search })
    else if (action === 'calendar')
      setCalendarTarget({ kind: 'saved-search', targetId: search.id, name: search.name })
    else if (action === 'delete') void removeWithUndo(search)
    else {
      const neighbour = searches[action === 'up' ? index - 1 : index + 1]
      if (neighbour) {
        move(
          moveSearches(
            searches,
            new Set([search.id]),
            neighbour.id,
            action === 'up' ? 'before' : 'after',
          ),
        )
      }
    }
  }

  const currentId = selection.current?.isOwn ? selection.current.id : null

  const selectCreated = (id: string | null) => {
    if (id !== null) selection.select(id)
  }

  return (
    <nav
      className={`saved-searches ${expanded ? 'is-expanded' : ''}`}
      aria-label="Gespeicherte Suchen"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {selection.shared && (
        <SharedSearchBanner
          load={selection.shared}
          onSaved={selectCreated}
          onClose={selection.clear}
        />
      )}
      <div className="saved-searches__head">
        <button
          type="button"
          className="saved-searches__toggle"
          aria-expanded={expanded}
          onClick={toggle}
        >
          <Icon name="bookmark" size="small" />
          <span className="saved-searches__title">Gespeicherte Suchen</span>
          {searches.length > 0 && <span className="saved-searches__count">{searches.length}</span>}
          <Icon
            name={desktop ? 'chevron-right' : 'chevron-down'}
            size="small"
            className="saved-searches__chevron"
          />
        </button>
        <Button
          variant="secondary"
          className="saved-searches__save"
          onClick={() => setDialog({ kind: 'save' })}
        >
          <Icon name="bookmark-plus" size="small" />
          {/* On phones the icon stands alone; the words stay for screen readers. */}
          <span className="saved-searches__save-label">Suche speichern</span>
        </Button>
      </div>
      <div className="saved-searches__body">
        {state.status === 'loading' && (
          <p className="saved-searches__hint">Suchen werden geladen …</p>
        )}
        {state.status === 'error' && (
          <p className="saved-searches__hint" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'ready' && state.fromDevice && (
          <p className="saved-searches__hint">Offline: Stand des letzten Besuchs.</p>
        )}
        {state.status === 'ready' &&
          (interactive ? (
            <div ref={listRef}>
              <savedSearchList.Component
                searches={searches}
                currentId={currentId}
                onChoose={selection.choose}
                onReorder={move}
                onAction={onAction}
              />
            </div>
          ) : (
            <SavedSearchLinks
              searches={searches}
              currentId={currentId}
              onChoose={selection.choose}
            />
          ))}
      </div>
      {dialog?.kind === 'save' && (
        <saveSearchDialog.Component onClose={() => setDialog(null)} onCreated={selectCreated} />
      )}
      {dialog?.kind === 'edit' && (
        <saveSearchDialog.Component search={dialog.search} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'share' && (
        <shareSearchDialog.Component search={dialog.search} onClose={() => setDialog(null)} />
      )}
    </nav>
  )
}

/** Frames to wait for the interactive list's rows: its collection renders them a pass later. */
const FOCUS_FRAMES = 30

/** A light row that had the focus hands it to the same search's row of the interactive list. */
function focusRow(list: HTMLElement | null, searchId: string | null, frames = FOCUS_FRAMES): void {
  if (!list || searchId === null) return
  const row = list.querySelector<HTMLElement>(`[data-key="${CSS.escape(searchId)}"]`)
  if (row) row.focus()
  else if (frames > 0) requestAnimationFrame(() => focusRow(list, searchId, frames - 1))
}
