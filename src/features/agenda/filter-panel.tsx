// The filter panel: top entries, material types, ressorts, regional services, federal states and
// kind, each option with its count from the search facets, plus the sort order.
import { useAtom } from 'jotai'
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
import { filterRulesAtom, sortAtom } from '@/stores/filters'
import { isTopOnly, selectedValues, setTopOnly, toggleValue } from './filter-rule-edits'

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

export function FilterPanel({ facets, id }: { facets: EventSearchFacets | null; id?: string }) {
  const [rules, setRules] = useAtom(filterRulesAtom)
  const [sort, setSort] = useAtom(sortAtom)
  return (
    <div className="filter-panel" id={id}>
      <h2 className="filter-panel-title">Filter</h2>
      <label className="filter-sort">
        <span>Sortieren nach</span>
        <select value={sort} onChange={(event) => setSort(event.target.value as SearchSort)}>
          {Object.entries(SORT_OPTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
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
        return (
          <fieldset key={group.type} className="filter-group">
            <legend>{group.legend}</legend>
            {group.codes.map((code) => (
              <label key={code} className="filter-option">
                <input
                  type="checkbox"
                  checked={selected.includes(code)}
                  onChange={() => setRules(toggleValue(rules, group.type, code))}
                />
                <span>{group.labels[code]}</span>
                {counts && (
                  <span className="facet-count" aria-label={`${counts[code] ?? 0} Termine`}>
                    {counts[code] ?? 0}
                  </span>
                )}
              </label>
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}
