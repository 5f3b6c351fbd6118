// The 16 regional service codes, what they are called, and which federal states each
// covers. Eleven services cover the 16 states between them; two more join them in the zen
// "Landesdienste" navigation; the remaining three are national services.
import { FEDERAL_STATES, type FederalState } from './federal-states'
import { codesOf, labelLookup } from './label-lookup'

export const REGIONAL_SERVICE_LABELS = {
  bay: 'Bayern',
  bwg: 'Baden-Württemberg',
  brb: 'Berlin/Brandenburg',
  hes: 'Hessen',
  hsh: 'Hamburg/Schleswig-Holstein',
  mbv: 'Mecklenburg-Vorpommern',
  nsb: 'Niedersachsen/Bremen',
  nwf: 'Nordrhein-Westfalen',
  rhs: 'Rheinland-Pfalz/Saarland',
  san: 'Sachsen/Sachsen-Anhalt',
  thg: 'Thüringen',
  ndk: 'Norddeutschland kompakt',
  knz: 'Länder-Kurznachrichten',
  bdt: 'Bundesdienst',
  aht: 'Auslandsdienst',
  tmn: 'Themendienst',
} as const

export type RegionalService = keyof typeof REGIONAL_SERVICE_LABELS

export const REGIONAL_SERVICES: readonly RegionalService[] = codesOf(REGIONAL_SERVICE_LABELS)

export const labelRegionalService = labelLookup(REGIONAL_SERVICE_LABELS)

const NORTH: FederalState[] = ['hh', 'sh', 'ni', 'hb', 'mv']

/** Which federal states a service reports from; national services cover none in particular. */
export const FEDERAL_STATES_OF_REGIONAL_SERVICE: Readonly<
  Record<RegionalService, readonly FederalState[]>
> = {
  bay: ['by'],
  bwg: ['bw'],
  brb: ['be', 'bb'],
  hes: ['he'],
  hsh: ['hh', 'sh'],
  mbv: ['mv'],
  nsb: ['ni', 'hb'],
  nwf: ['nw'],
  rhs: ['rp', 'sl'],
  san: ['sn', 'st'],
  thg: ['th'],
  ndk: NORTH,
  knz: FEDERAL_STATES,
  bdt: [],
  aht: [],
  tmn: [],
}

/** The 13 services of the zen "Landesdienste" navigation, in its order. */
export const LANDESDIENSTE: readonly RegionalService[] = REGIONAL_SERVICES.filter(
  (service) => FEDERAL_STATES_OF_REGIONAL_SERVICE[service].length > 0,
)

/** The services reporting from a state, its own state service first ('hb' → ['nsb', 'ndk', 'knz']). */
export function regionalServicesOfFederalState(state: string): RegionalService[] {
  return REGIONAL_SERVICES.filter((service) =>
    FEDERAL_STATES_OF_REGIONAL_SERVICE[service].some((covered) => covered === state),
  )
}
