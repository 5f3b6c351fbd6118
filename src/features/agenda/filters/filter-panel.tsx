// The filter panel: top entries, material types, ressorts, regional services, federal states and
// kind, each option with its count from the search facets, plus the sort order. A count the top
// filter brings to 0 says how many entries the option has without it. The groups start folded, so
// the keyboard passes them on the way to the entries; the device remembers which the user opened
// (docs/product.md#filters).
import { useAtom, useAtomValue } from 'jotai'
import type { EventSearchFacets, SearchSort } from '@domain/events-api'
import { EVENT_KINDS, MATERIAL_TYPES, type FilterRuleType } from '@domain/filter-rules'
import {
  EVENT_KIND_LABELS,
  MATERIAL_TYPE_LABELS,
  SORT_OPTION_LABELS,
} from '@domain/labels/event-fields'
import { FEDERAL_STATES, FEDERAL_STATE_LABELS } from '@domain/labels/federal-states'
import { REGIONAL_SERVICES, REGIONAL_SERVICE_LABELS } from '@domain/labels/regional-services'
import { RESSORTS, RESSORT_LABELS } from '@domain/labels/ressorts'
import { filterRulesAtom, searchTextAtom, sortAtom } from '@/stores/feed-filters'
import { layoutPreferencesAtom } from '@/stores/layout-preferences'
import { isTopOnly, selectedValues, setTopOnly, toggleValue } from './filter-rule-edits'
import './filter-panel.css'
import { ENTRY_COUNT, plural } from '@domain/plural'

interface FacetGroup {
  legend: string
  type: FilterRuleType
  codes: readonly string[]
  labels: Readonly<Record<string, string>>
  facet?: keyof EventSearchFacets
}

const GROUPS: FacetGroup[] = [
  {
    legend: 'Material',
    type: 'FILTER_MATERIAL_TYPE',
    codes: MATERIAL_TYPES,
    labels: MATERIAL_TYPE_LABELS,
    facet: 'materialType',
  },
  {
    legend: 'Art',
    type: 'FILTER_KIND',
    codes: EVENT_KINDS,
    labels: EVENT_KIND_LABELS,
    facet: 'kind',
  },
  {
    legend: 'Ressorts',
    type: 'FILTER_RESSORT',
    codes: RESSORTS,
    labels: RESSORT_LABELS,
    facet: 'ressort',
  },
  {
    legend: 'Landesdienste',
    type: 'FILTER_REGIONAL_SERVICE',
    codes: REGIONAL_SERVICES,
    labels: REGIONAL_SERVICE_LABELS,
    facet: 'regionalService',
  },
  {
    legend: 'Bundesländer',
    type: 'FILTER_FEDERAL_STATE',
    codes: FEDERAL_STATES,
    labels: FEDERAL_STATE_LABELS,
  },
]

interface FilterPanelProps {
  facets: EventSearchFacets | null
  /** The same search's facets without the top filter, when it is on. */
  facetsWithoutTop?: EventSearchFacets | null
  id?: string
}

function FacetCount({ shown, all }: { shown: number; all: number | undefined }) {
  if (shown === 0 && all) {
    return (
      <span className="facet-count is-outside-top">
        0 <span className="facet-count__outside">({all} ohne Top)</span>
      </span>
    )
  }
  return (
    <span className="facet-count" aria-label={plural(shown, ENTRY_COUNT)}>
      {shown}
    </span>
  )
}

export function FilterPanel({ facets, facetsWithoutTop, id }: FilterPanelProps) {
  const [rules, setRules] = useAtom(filterRulesAtom)
  const [sort, setSort] = useAtom(sortAtom)
  const searching = useAtomValue(searchTextAtom).trim() !== ''
  const [layout, setLayout] = useAtom(layoutPreferencesAtom)
  const setGroupOpen = (type: FilterRuleType, open: boolean) => {
    const others = layout.openFilterGroups.filter((group) => group !== type)
    if (open !== layout.openFilterGroups.includes(type))
      setLayout({ openFilterGroups: open ? [...others, type] : others })
  }
  return (
    <div className="filter-panel" id={id}>
      <h2 className="filter-panel-title">Filter</h2>
      <label className="filter-sort">
        <span>Sortieren nach</span>
        <select
          value={sort}
          aria-describedby={sort === 'relevance' ? 'filter-sort-hint' : undefined}
          onChange={(event) => setSort(event.target.value as SearchSort)}
        >
          {Object.entries(SORT_OPTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {sort === 'relevance' && (
        <p className="filter-sort-hint" id="filter-sort-hint">
          {searching
            ? 'Treffer im Titel zuerst, dann Thema oder Ressort, Ort, Beschreibungstext.'
            : 'Ohne Suchbegriff nach Datum des Termins.'}
        </p>
      )}
      <label className="filter-option filter-top">
        <input
          type="checkbox"
          checked={isTopOnly(rules)}
          onChange={(event) => setRules(setTopOnly(rules, event.target.checked))}
        />
        <span>Nur Top-Einträge</span>
      </label>
      {GROUPS.map((group) => {
        const selected = selectedValues(rules, group.type)
        const counts = group.facet ? facets?.[group.facet] : undefined
        const countsWithoutTop = group.facet ? facetsWithoutTop?.[group.facet] : undefined
        return (
          <details
            key={group.type}
            className="filter-group"
            open={layout.openFilterGroups.includes(group.type)}
            onToggle={(event) => setGroupOpen(group.type, event.currentTarget.open)}
          >
            <summary>
              {group.legend}
              {selected.length > 0 && (
                <span className="filter-group__selected">{selected.length} gewählt</span>
              )}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{group.legend}</legend>
              {group.codes.map((code) => (
                <label key={code} className="filter-option">
                  <input
                    type="checkbox"
                    checked={selected.includes(code)}
                    onChange={() => setRules(toggleValue(rules, group.type, code))}
                  />
                  <span>{group.labels[code]}</span>
                  {counts && (
                    <FacetCount shown={counts[code] ?? 0} all={countsWithoutTop?.[code]} />
                  )}
                </label>
              ))}
            </fieldset>
          </details>
        )
      })}
    </div>
  )
}
