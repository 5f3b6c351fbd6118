import { describe, expect, it } from 'vitest'
import {
  labelEventKind,
  labelEventStatus,
  labelImageKind,
  labelMaterialType,
  labelSortOption,
} from './event-fields'
import { FEDERAL_STATES, federalStateCode, labelFederalState } from './federal-states'
import { GENRES, labelGenre } from './genres'
import { RESSORTS, labelRessort } from './ressorts'
import {
  FEDERAL_STATES_OF_REGIONAL_SERVICE,
  LANDESDIENSTE,
  REGIONAL_SERVICES,
  labelRegionalService,
  regionalServicesOfFederalState,
} from './regional-services'

describe('labels', () => {
  it('names the ressorts in the order of the zen navigation', () => {
    expect(RESSORTS.map(labelRessort)).toEqual([
      'Politik',
      'Wirtschaft',
      'Panorama',
      'Wissenschaft',
      'Medien',
      'Kultur',
      'Sport',
    ])
  })

  it('answers an unknown code with the code itself', () => {
    for (const label of [labelRessort, labelRegionalService, labelGenre, labelFederalState]) {
      expect(label('neu')).toBe('neu')
    }
    expect(labelMaterialType('hologram')).toBe('hologram')
    expect(labelRessort('toString')).toBe('toString')
  })

  it('names the content genres and the small vocabularies in German', () => {
    expect(['news', 'factcheck', 'audio', 'photo'].map(labelGenre)).toEqual([
      'Meldung',
      'Faktencheck',
      'Audio-Beitrag',
      'Foto',
    ])
    expect(GENRES).toHaveLength(new Set(GENRES.map(labelGenre)).size)
    expect(labelMaterialType('picture')).toBe('Foto')
    expect(labelEventKind('actionday')).toBe('Aktionstag')
    expect(labelEventStatus('postponed')).toBe('verschoben')
    expect(labelSortOption('dateUpdated')).toBe('Eingang des Termins')
    expect(labelImageKind('archive')).toBe('Archiv')
  })

  it('has the 16 regional service codes, 13 of them in the Landesdienste', () => {
    expect([...REGIONAL_SERVICES].sort()).toEqual(
      'aht bay bdt brb bwg hes hsh knz mbv ndk nsb nwf rhs san thg tmn'.split(' '),
    )
    expect(LANDESDIENSTE).toHaveLength(13)
    expect(LANDESDIENSTE).not.toContain('bdt')
    expect(labelRegionalService('hsh')).toBe('Hamburg/Schleswig-Holstein')
  })

  it('covers every federal state by exactly one state service', () => {
    expect(FEDERAL_STATES).toHaveLength(16)
    const stateServices = LANDESDIENSTE.filter((service) => !['ndk', 'knz'].includes(service))
    const covered = stateServices.flatMap((service) => FEDERAL_STATES_OF_REGIONAL_SERVICE[service])
    expect([...covered].sort()).toEqual([...FEDERAL_STATES].sort())
  })

  it('finds the services of a state, its own first', () => {
    expect(regionalServicesOfFederalState('hb')).toEqual(['nsb', 'ndk', 'knz'])
    expect(regionalServicesOfFederalState('xx')).toEqual([])
  })

  it('reads a federal state by code or German name', () => {
    expect(federalStateCode('Thüringen')).toBe('th')
    expect(federalStateCode('BY')).toBe('by')
    expect(federalStateCode('Atlantis')).toBeNull()
    expect(labelFederalState('mv')).toBe('Mecklenburg-Vorpommern')
  })
})
