// The search field: takes the query syntax (docs/product.md#search-syntax), shows as chips how it
// read the query and commits the text to the shared filter store once typing stops (or on Enter).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { describeSearchQuery } from '@domain/search-syntax'
import { clearSearchAtom, searchTextAtom } from '@/stores/feed-filters'
import { SearchHelp } from './search-help'
import { buttonClassName } from '@/components/ui/button'
import { SEARCH_TARGET_ID } from '@/components/ui/skip-targets'
import { useMediaQuery } from '@/lib/react/use-media-query'
import './search-field.css'

const COMMIT_DELAY_MS = 450

/** Only blanks typed: the search is empty. */
const committedText = (draft: string) => (draft.trim() === '' ? '' : draft)

export function SearchField({ compact = false }: { compact?: boolean }) {
  const committed = useAtomValue(searchTextAtom)
  const setSearchText = useSetAtom(searchTextAtom)
  const clearSearch = useSetAtom(clearSearchAtom)
  const [draft, setDraft] = useState(committed)
  const [lastCommitted, setLastCommitted] = useState(committed)
  const chipsId = useId()
  // A phone's field holds only a short example; the help (?) has them all.
  const wide = useMediaQuery('(min-width: 40rem)')

  // Follow outside changes (restore at start, a reset) without fighting the user's typing.
  if (committed !== lastCommitted) {
    setLastCommitted(committed)
    setDraft(committed)
  }

  useEffect(() => {
    if (draft === committed) return
    const timer = setTimeout(() => setSearchText(committedText(draft)), COMMIT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, committed, setSearchText])
  useCommitWhenLeaving(draft === committed ? null : draft, setSearchText)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSearchText(draft)
  }
  const chips = describeSearchQuery(committed)

  return (
    <form
      role="search"
      className={`search-field ${compact ? 'is-compact' : ''}`}
      onSubmit={onSubmit}
    >
      <div className="search-input-row">
        <svg className="search-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13M15.5 15.5L20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <input
          id={SEARCH_TARGET_ID}
          type="search"
          className="search-input"
          aria-label="Termine durchsuchen"
          aria-describedby={chips.length > 0 ? chipsId : undefined}
          placeholder={wide ? 'Suchen, z. B. Bundestag ODER Landtag -Sport' : 'Termine suchen'}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {draft !== '' && (
          <button
            type="button"
            className={`${buttonClassName('quiet')} icon-button`}
            aria-label="Suche löschen"
            onClick={() => {
              setDraft('')
              clearSearch()
            }}
          >
            ×
          </button>
        )}
        <SearchHelp />
      </div>
      {chips.length > 0 && (
        <ul id={chipsId} className="search-chips" aria-label="So wurde die Suche verstanden">
          {chips.map((chip, index) => (
            <li
              key={`${chip.label}-${index}`}
              className={`search-chip chip-${chip.kind}`}
              title={chip.description}
            >
              {/* The sentence names the part too: read alone, it needs no label before it (the
                  label and a hidden „: …“ were read as „Bundestag : Einträge …“). */}
              <span aria-hidden="true">{chip.label}</span>
              <span className="visually-hidden">{chip.description}</span>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}

/**
 * Text typed within the commit delay is committed when the field goes away (another page of the
 * app) or the page does (a reload, a link followed), so no typed search is lost
 * (docs/product.md#filters-kept).
 */
function useCommitWhenLeaving(pending: string | null, commit: (text: string) => void) {
  const latest = useRef(pending)
  useEffect(() => {
    latest.current = pending
  }, [pending])
  useEffect(() => {
    const commitPending = () => {
      if (latest.current !== null) commit(committedText(latest.current))
      latest.current = null
    }
    window.addEventListener('pagehide', commitPending)
    return () => {
      window.removeEventListener('pagehide', commitPending)
      commitPending()
    }
  }, [commit])
}
