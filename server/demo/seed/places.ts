// Real places of the 16 federal states for the demo agenda: parliaments, state chancelleries,
// cities with districts and venues (data/places.json). Coordinates are city centres; state codes
// as domain/labels.
import { Type, type Static } from '@sinclair/typebox'
import { FEDERAL_STATES, type FederalState } from '../../../domain/labels/federal-states'
import { loadSeedData } from './seed-data'

const GenderSchema = Type.Union(
  (['m', 'f', 'n', 'pl'] as const).map((gender) => Type.Literal(gender)),
)

/** A name with what its article needs (german-grammar.ts). */
const NamedSchema = {
  name: Type.String(),
  gender: GenderSchema,
  dative: Type.Optional(Type.String()),
}

const VenueSchema = Type.Object({
  ...NamedSchema,
  street: Type.Union([Type.String(), Type.Null()]),
})

const CitySchema = Type.Object({
  name: Type.String(),
  area: Type.String(),
  latitude: Type.Number({ minimum: 47, maximum: 56 }),
  longitude: Type.Number({ minimum: 5, maximum: 16 }),
  districts: Type.Array(Type.String()),
  venues: Type.Array(VenueSchema, { minItems: 1 }),
  university: Type.Optional(Type.Object(NamedSchema)),
})

const StatePlacesSchema = Type.Object({
  state: Type.Union(FEDERAL_STATES.map((state) => Type.Literal(state))),
  parliament: VenueSchema,
  chancellery: VenueSchema,
  cities: Type.Array(CitySchema, { minItems: 1 }),
})

export type Venue = Static<typeof VenueSchema>
export type City = Static<typeof CitySchema>
export type StatePlaces = Static<typeof StatePlacesSchema> & { state: FederalState }

export const STATE_PLACES: StatePlaces[] = loadSeedData(
  'places.json',
  Type.Array(StatePlacesSchema, { minItems: 16, maxItems: 16 }),
)
