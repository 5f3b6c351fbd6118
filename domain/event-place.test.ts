import { describe, expect, it } from 'vitest'
import { addressLines, formatPlace, placeParts } from './event-place'

const place = (fields: Partial<Parameters<typeof placeParts>[0]> = {}) =>
  placeParts({ name: null, city: null, area: null, locality: null, country: null, ...fields })

describe('the place of an entry', () => {
  it('takes the region from the city, else the area, else the locality', () => {
    const all = { city: 'Köln', area: 'Rheinland', locality: 'Deutz' }
    expect(place(all).region).toBe('Köln')
    expect(place({ ...all, city: null }).region).toBe('Rheinland')
    expect(place({ ...all, city: null, area: null }).region).toBe('Deutz')
    expect(place().region).toBeNull()
  })

  it('trims every part and counts a blank one as missing', () => {
    expect(place({ name: '  Rotes Rathaus ', city: ' ', area: '\tBerlin-Mitte ' })).toEqual({
      name: 'Rotes Rathaus',
      region: 'Berlin-Mitte',
      country: null,
    })
    expect(place({ country: ' Frankreich ' }).country).toBe('Frankreich')
  })

  it('leaves out Deutschland however it is written, and keeps every other country', () => {
    for (const germany of ['Deutschland', 'deutschland', ' DEUTSCHLAND ']) {
      expect(place({ country: germany }).country).toBeNull()
    }
    expect(place({ country: 'Österreich' }).country).toBe('Österreich')
  })

  it('writes the parts as one line, skipping what is missing', () => {
    const louvre = place({ name: 'Louvre', city: 'Paris', country: 'Frankreich' })
    expect(formatPlace(louvre)).toBe('Louvre, Paris, Frankreich')
    expect(formatPlace(place({ city: 'München', country: 'Deutschland' }))).toBe('München')
    expect(formatPlace({ region: 'Paris', country: 'Frankreich' })).toBe('Paris, Frankreich')
    expect(formatPlace(place({ name: ' ', country: 'deutschland' }))).toBe('')
  })

  it('names a city-state once in the address, other states after their city', () => {
    const address = {
      name: 'Rotes Rathaus',
      street: 'Rathausstraße 15',
      locality: null,
      area: null,
    }
    expect(
      addressLines({ ...address, city: 'Berlin', federalState: 'be', country: 'Deutschland' }),
    ).toEqual(['Rotes Rathaus', 'Rathausstraße 15', 'Berlin'])
    expect(
      addressLines({ ...address, city: 'Potsdam', federalState: 'bb', country: 'Deutschland' }),
    ).toEqual(['Rotes Rathaus', 'Rathausstraße 15', 'Potsdam', 'Brandenburg'])
  })
})
