import { codesOf, labelLookup } from './label-lookup'

/** The 16 German federal states; codes are the ISO 3166-2:DE subdivision codes in lower case. */
export const FEDERAL_STATE_LABELS = {
  bw: 'Baden-Württemberg',
  by: 'Bayern',
  be: 'Berlin',
  bb: 'Brandenburg',
  hb: 'Bremen',
  hh: 'Hamburg',
  he: 'Hessen',
  mv: 'Mecklenburg-Vorpommern',
  ni: 'Niedersachsen',
  nw: 'Nordrhein-Westfalen',
  rp: 'Rheinland-Pfalz',
  sl: 'Saarland',
  sn: 'Sachsen',
  st: 'Sachsen-Anhalt',
  sh: 'Schleswig-Holstein',
  th: 'Thüringen',
} as const

export type FederalState = keyof typeof FEDERAL_STATE_LABELS

export const FEDERAL_STATES: readonly FederalState[] = codesOf(FEDERAL_STATE_LABELS)

export const labelFederalState = labelLookup(FEDERAL_STATE_LABELS)

const STATE_BY_NAME = new Map<string, FederalState>(
  FEDERAL_STATES.map((code) => [FEDERAL_STATE_LABELS[code].toLowerCase(), code]),
)

/** The code of a federal state given by code or by German name ('Bayern' → 'by'); else null. */
export function federalStateCode(codeOrName: string): FederalState | null {
  const key = codeOrName.trim().toLowerCase()
  if (Object.hasOwn(FEDERAL_STATE_LABELS, key)) return key as FederalState
  return STATE_BY_NAME.get(key) ?? null
}
