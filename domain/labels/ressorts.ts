import { codesOf, labelLookup } from './label-lookup'

/** The ressorts in the order of the zen navigation (docs/product.md#presentation). */
export const RESSORT_LABELS = {
  politik: 'Politik',
  wirtschaft: 'Wirtschaft',
  panorama: 'Panorama',
  wissenschaft: 'Wissenschaft',
  medien: 'Medien',
  kultur: 'Kultur',
  sport: 'Sport',
} as const

export type Ressort = keyof typeof RESSORT_LABELS

export const RESSORTS: readonly Ressort[] = codesOf(RESSORT_LABELS)

export const labelRessort = labelLookup(RESSORT_LABELS)

/** The zen navigation: top entries first, then the ressorts, then the regional services. */
export const TOP_ENTRIES_LABEL = 'Top Einträge'
export const ALL_ENTRIES_LABEL = 'Alle Einträge'
export const REGIONAL_SERVICES_NAVIGATION_LABEL = 'Landesdienste'
