import { codesOf, labelLookup } from './label-lookup'

/** Content genres of news items and events. */
export const GENRE_LABELS = {
  news: 'Meldung',
  interview: 'Interview',
  analysis: 'Analyse',
  factcheck: 'Faktencheck',
  reportage: 'Reportage',
  infographic: 'Infografik',
  audio: 'Audio-Beitrag',
  photo: 'Foto',
  video: 'Video',
  summary: 'Zusammenfassung',
  preview: 'Vorschau',
  background: 'Hintergrund',
  portrait: 'Porträt',
  chronology: 'Chronologie',
} as const

export type Genre = keyof typeof GENRE_LABELS

export const GENRES: readonly Genre[] = codesOf(GENRE_LABELS)

export const labelGenre = labelLookup(GENRE_LABELS)
