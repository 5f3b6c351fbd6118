// The zen ressort navigation (docs/product.md#presentation): Top Einträge, Alle Einträge, the seven
// ressorts and the 13 regional services under Landesdienste. The section lives in the URL (?alle,
// ?ressort=, ?dienst=) and narrows the reader's filters: every section but Top shows all its
// entries, not only top ones.
import type { FilterRule } from '@domain/filter-rules'
import { LANDESDIENSTE, labelRegionalService } from '@domain/labels/regional-services'
import {
  ALL_ENTRIES_LABEL,
  labelRessort,
  RESSORTS,
  TOP_ENTRIES_LABEL,
} from '@domain/labels/ressorts'
import { setSelectedValues } from '../filters/filter-rule-edits'

export type ZenSection =
  | { kind: 'top' }
  | { kind: 'all' }
  | { kind: 'ressort'; code: string }
  | { kind: 'regionalService'; code: string }

export function zenSectionFromSearchParams(params: URLSearchParams): ZenSection {
  const ressort = params.get('ressort')
  if (ressort && (RESSORTS as readonly string[]).includes(ressort))
    return { kind: 'ressort', code: ressort }
  const service = params.get('dienst')
  if (service && (LANDESDIENSTE as readonly string[]).includes(service)) {
    return { kind: 'regionalService', code: service }
  }
  return params.has('alle') ? { kind: 'all' } : { kind: 'top' }
}

export function zenSectionSearch(section: ZenSection): string {
  if (section.kind === 'ressort') return `?ressort=${section.code}`
  if (section.kind === 'regionalService') return `?dienst=${section.code}`
  return section.kind === 'all' ? '?alle' : ''
}

export function zenSectionLabel(section: ZenSection): string {
  if (section.kind === 'ressort') return labelRessort(section.code)
  if (section.kind === 'regionalService') return labelRegionalService(section.code)
  return section.kind === 'all' ? ALL_ENTRIES_LABEL : TOP_ENTRIES_LABEL
}

export function applyZenSection(rules: FilterRule[], section: ZenSection): FilterRule[] {
  if (section.kind === 'top') return setSelectedValues(rules, 'FILTER_IS_TOP', ['true'])
  const withoutTop = setSelectedValues(rules, 'FILTER_IS_TOP', [])
  if (section.kind === 'all') return withoutTop
  const type = section.kind === 'ressort' ? 'FILTER_RESSORT' : 'FILTER_REGIONAL_SERVICE'
  return setSelectedValues(withoutTop, type, [section.code])
}
