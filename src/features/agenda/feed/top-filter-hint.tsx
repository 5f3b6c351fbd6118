// The top filter never hides results silently (docs/product.md#filters): with it on, the feed
// says how many entries the same search finds without it and offers to show them.
import { useAtom } from 'jotai'
import { filterRulesAtom } from '@/stores/feed-filters'
import { Button } from '@/components/ui/button'
import type { EventSearch } from '../api/search-events'
import { setTopOnly } from '../filters/filter-rule-edits'
import './top-filter-hint.css'

/** The entries the top filter leaves out of this search, or null when it hides none. */
export function withoutTopCount(search: Pick<EventSearch, 'total' | 'withoutTop'>) {
  const all = search.withoutTop?.total ?? 0
  return all > search.total ? all : null
}

const count = (value: number) => value.toLocaleString('de-DE')

/** Switches the top filter off, keeping every other rule. */
export function useShowWithoutTop() {
  const [rules, setRules] = useAtom(filterRulesAtom)
  return () => setRules(setTopOnly(rules, false))
}

export function TopFilterHint({ shown, all }: { shown: number; all: number }) {
  const showWithoutTop = useShowWithoutTop()
  return (
    <div className="top-filter-hint" role="status">
      <p>
        <strong>Nur Top-Einträge:</strong> {count(shown)} Treffer
      </p>
      <Button variant="secondary" className="top-filter-hint__show" onClick={showWithoutTop}>
        {count(all)} Treffer ohne Top-Filter anzeigen
      </Button>
    </div>
  )
}
