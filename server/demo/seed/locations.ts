// Finds real venues for the demo templates and turns a place into the location columns.
import { atPlace, inPlace } from './german-grammar'
import type { Random } from './random'
import { STATE_PLACES, type City, type StatePlaces, type Venue } from './places'

export interface Place {
  state: StatePlaces
  city: City
  venue: Venue | null
}

export interface LocationColumns {
  locationName: string | null
  street: string | null
  city: string
  area: string
  locality: string | null
  federalState: string
  country: string
  latitude: number
  longitude: number
}

const ALL_PLACES: Place[] = STATE_PLACES.flatMap((state) =>
  state.cities.flatMap((city) => city.venues.map((venue) => ({ state, city, venue }))),
)

/** "im Gewandhaus", "in der Semperoper"; "in Leipzig" for a place without a venue. */
export const inVenue = (place: Place): string =>
  place.venue ? inPlace(place.venue) : `in ${place.city.name}`

/** "am Deutschen Theater", "an der Semperoper"; "in Dresden" for a place without a venue. */
export const atVenue = (place: Place): string =>
  place.venue ? atPlace(place.venue) : `in ${place.city.name}`

/** Venues whose name matches, e.g. every theatre or every stadium. */
export function venuesMatching(pattern: RegExp): Place[] {
  const found = ALL_PLACES.filter((place) => place.venue && pattern.test(place.venue.name))
  if (found.length === 0) throw new Error(`no venue matches ${pattern}`)
  return found
}

export function venueNamed(name: string): Place {
  const found = ALL_PLACES.find((place) => place.venue?.name === name)
  if (!found) throw new Error(`unknown venue ${name}`)
  return found
}

export function cityNamed(name: string): Place {
  for (const state of STATE_PLACES) {
    const city = state.cities.find((candidate) => candidate.name === name)
    if (city) return { state, city, venue: null }
  }
  throw new Error(`unknown city ${name}`)
}

export function anyCity(random: Random): Place {
  const state = random.pick(STATE_PLACES)
  return { state, city: random.pick(state.cities), venue: null }
}

/** The state's capital (its first city) with the given building. */
export function stateSeat(state: StatePlaces, building: Venue): Place {
  const capital = state.cities[0]
  if (!capital) throw new Error(`state ${state.state} has no city`)
  return { state, city: capital, venue: building }
}

export function locationColumns(place: Place, random: Random): LocationColumns {
  // A little scatter keeps map pins of one city apart.
  const jitter = () => (random.next() - 0.5) * 0.02
  return {
    locationName: place.venue?.name ?? null,
    street: place.venue?.street ?? null,
    city: place.city.name,
    area: place.city.area,
    locality: random.pick(place.city.districts),
    federalState: place.state.state,
    country: 'Deutschland',
    latitude: Math.round((place.city.latitude + jitter()) * 1e5) / 1e5,
    longitude: Math.round((place.city.longitude + jitter()) * 1e5) / 1e5,
  }
}
