import type { EventKind } from '../../../domain/filter-rules'
import type { EventDraft } from './template-types'

/** One agenda entry before the generator fills in the remaining columns. */
export interface PlannedEntry {
  id: string
  kind: EventKind
  /** The Berlin calendar day, 'YYYY-MM-DD'. */
  day: string
  draft: EventDraft
  isTop?: boolean
}

/** 'Tag der Pressefreiheit' → 'tag-der-pressefreiheit', for readable, stable ids. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}
