// Where an entry happens, as the agenda writes it: the venue, the city (else the area, else the
// locality), and the country, left out for Germany. One rule for the feed, the detail and folders.
import type { EventLocation } from './events-api'
import { labelFederalState } from './labels/federal-states'

export interface PlaceParts {
  name: string | null
  /** City, else area, else locality. */
  region: string | null
  /** Null for Germany, which goes without saying in a German agenda. */
  country: string | null
}

// Blank fields count as missing: the data carries stray spaces.
const present = (text: string | null) => text?.trim() || null

export function placeParts(
  location: Pick<EventLocation, 'name' | 'city' | 'area' | 'locality' | 'country'>,
): PlaceParts {
  const country = present(location.country)
  return {
    name: present(location.name),
    region: present(location.city) ?? present(location.area) ?? present(location.locality),
    country: country?.toLowerCase() === 'deutschland' ? null : country,
  }
}

/** 'Rotes Rathaus, Berlin', 'Paris, Frankreich', or '' when nothing is known. */
export function formatPlace({ name = null, region, country }: Partial<PlaceParts>): string {
  return [name, region, country].filter(Boolean).join(', ')
}

type AddressFields = Pick<
  EventLocation,
  'name' | 'street' | 'city' | 'area' | 'locality' | 'federalState' | 'country'
>

/**
 * The lines of an entry's full address: venue, street, region, federal state, country. The state
 * is left out where it only names the region again (Berlin, Hamburg, Bremen), so no „Berlin,
 * Berlin".
 */
export function addressLines(location: AddressFields): string[] {
  const { name, region, country } = placeParts(location)
  const federalState = present(location.federalState)
  const state = federalState === null ? null : labelFederalState(federalState)
  const stateAgain =
    state !== null && region !== null && state.toLowerCase() === region.toLowerCase()
  return [name, present(location.street), region, stateAgain ? null : state, country].filter(
    (line): line is string => line !== null,
  )
}
