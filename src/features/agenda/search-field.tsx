// The search field: takes the query syntax of SPEC §5, shows as chips how it read the query and
// commits the text to the shared filter store a moment after typing stops (or on Enter).
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { describeSearchQuery } from '@domain/search-syntax'
import { clearSearchAtom, searchTextAtom } from '@/stores/filters'
import { SearchHelp } from './search-help'
import { buttonClassName } from '@/components/ui/button'

const COMMIT_DELAY_MS = 450

export function SearchField({ compact = false }: { compact?: boolean }) {
  const committed = useAtomValue(searchTextAtom)
  const setSearchText = useSetAtom(searchTextAtom)
  const clearSearch = useSetAtom(clearSearchAtom)
  const [draft, setDraft] = useState(committed)
  const [lastCommitted, setLastCommitted] = useState(committed)
  const chipsId = useId()

  // Follow outside changes (restore at start, a reset) without fighting the user's typing.
  if (committed !== lastCommitted) {
    setLastCommitted(committed)
    setDraft(committed)
  }

  useEffect(() => {
    if (draft === committed) return
    const timer = setTimeout(() => setSearchText(draft.trim() === '' ? '' : draft), COMMIT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, committed, setSearchText])

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
          type="search"
          className="search-input"
          aria-label="Termine durchsuchen"
          aria-describedby={chips.length > 0 ? chipsId : undefined}
          placeholder="Suchen, z. B. Bundestag ODER Landtag -Sport"
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
              {chip.label}
              <span className="visually-hidden">: {chip.description}</span>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
