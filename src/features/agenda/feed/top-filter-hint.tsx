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

interface TopFilterHintProps {
  shown: number
  all: number
  /** Where „Alle anzeigen“ leads instead of switching the filter off (the zen Top section forces it on). */
  onShowAll?: () => void
}

/** „Nur Top-Einträge: 9 von 165 Terminen. 156 weitere ausgeblendet.“ and „Alle anzeigen“. */
export function TopFilterHint({ shown, all, onShowAll }: TopFilterHintProps) {
  const showWithoutTop = useShowWithoutTop()
  const hidden = all - shown
  return (
    <div className="top-filter-hint" role="status">
      <p>
        <strong>Nur Top-Einträge:</strong> {count(shown)} von {count(all)}{' '}
        {all === 1 ? 'Termin' : 'Terminen'}. {count(hidden)} {hidden === 1 ? 'weiterer' : 'weitere'}{' '}
        ausgeblendet.
      </p>
      <Button
        variant="secondary"
        className="top-filter-hint__show"
        onClick={onShowAll ?? showWithoutTop}
      >
        Alle anzeigen
      </Button>
    </div>
  )
}
