// The saved searches in the classic layout's navigation (issue 6): the "Geteilte Suche" of a
// link, 'Suche speichern', and the user's searches with their actions and overlays. The column
// folds away on a desktop (remembered on the device) and folds out on a phone.
// It starts as light markup that chooses searches; everything else (the drag-and-drop list, the
// actions, the dialogs: saved-search-tools.tsx) loads when the reader reaches for the column, the
// banner of a shared search when a link brings one (docs/architecture.md#start-up).
import { useEffect, useRef, useState } from 'react'
import { useAtom } from 'jotai'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { onDemand } from '@/lib/react/on-demand'
import { useAfterPress } from '@/lib/react/use-after-press'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/react/use-media-query'
import { layoutPreferencesAtom } from '@/stores/layout-preferences'
import { useSavedSearches } from './api/get-saved-searches'
import { SavedSearchLinks } from './saved-search-links'
import type { OpenDialog } from './saved-search-tools'
import { useFilterId } from './use-filter-id'
import './saved-searches.css'

const savedSearchTools = onDemand(() => import('./saved-search-tools'))
const sharedSearchBanner = onDemand(() => import('./shared-search-banner'))

export default function SavedSearchesNav() {
  const state = useSavedSearches()
  const selection = useFilterId(state)
  const [dialog, setDialog] = useState<OpenDialog>(null)
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
  const searches = state.status === 'ready' ? state.searches : []
  const [interactive, setInteractive] = useState(false)
  /** The search whose light row had the focus when the full list took over. */
  const focusAfterSwap = useRef<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const afterPress = useAfterPress(navRef)
  useEffect(() => {
    if (!interactive) return
    focusRow(listRef.current, focusAfterSwap.current)
    focusAfterSwap.current = null
  }, [interactive])
  /** The reader reaches for the column: its tools load, and the full list takes over the rows. */
  const wake = () => {
    if (interactive) return
    savedSearchTools.preload().then(
      // Not under a press: the row it began on would be gone before its click.
      () =>
        afterPress(() => {
          const focused = document.activeElement
          focusAfterSwap.current =
            focused instanceof HTMLElement ? (focused.dataset.searchId ?? null) : null
          setInteractive(true)
        }),
      // The light rows still choose searches; the next reach tries again.
      () => undefined,
    )
  }

  const currentId = selection.current?.isOwn ? selection.current.id : null

  return (
    <nav
      ref={navRef}
      className={`saved-searches ${expanded ? 'is-expanded' : ''}`}
      aria-label="Gespeicherte Suchen"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {selection.shared && (
        <sharedSearchBanner.Component
          load={selection.shared}
          onSaved={(id) => {
            if (id !== null) selection.select(id)
          }}
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
          onClick={() => {
            wake()
            setDialog({ kind: 'save' })
          }}
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
        {state.status === 'ready' && !interactive && (
          <SavedSearchLinks searches={searches} currentId={currentId} onChoose={selection.choose} />
        )}
        {interactive && (
          <div ref={listRef}>
            <savedSearchTools.Component
              searches={state.status === 'ready' ? searches : null}
              currentId={currentId}
              selection={selection}
              dialog={dialog}
              onDialog={setDialog}
            />
          </div>
        )}
      </div>
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
