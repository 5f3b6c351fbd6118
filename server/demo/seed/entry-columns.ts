// Fills in what a planned entry leaves open: times, services, planned coverage per material type,
// top flag, status, embargo, copyright, notes, contacts, links, created and updated times.
import { addDays, berlinInstant } from '../../../domain/berlin-time'
import type { MaterialType } from '../../../domain/filter-rules'
import { regionalServicesOfFederalState } from '../../../domain/labels/regional-services'
import type { events } from '../../db/schema/events'
import { locationColumns } from './locations'
import type { PlannedEntry } from './planned-entry'
import type { Random } from './random'

export type NewEventRow = typeof events.$inferInsert

const COVERAGE: Record<MaterialType, string[]> = {
  text: [
    'Vorbericht am Vortag, Bericht nach Ende',
    'Meldung zum Beginn, Zusammenfassung am Abend',
    'Bericht ab etwa 13 Uhr',
  ],
  picture: [
    'Fotos vom Termin',
    'Bilder vor Beginn und während der Veranstaltung',
    'Porträts und Szenenbilder',
  ],
  graphic: ['Grafik zu den wichtigsten Zahlen', 'Infografik zur Entwicklung'],
  audio: ['O-Töne für den Hörfunk', 'Audio-Beitrag, etwa 1:30 Minuten'],
  video: ['Video, etwa 1:30 Minuten', 'Livestream und Schnittbilder'],
}

const NOTES = [
  'Akkreditierung bis zum Vortag, 12 Uhr, bei der Pressestelle.',
  'Drehgenehmigung erforderlich.',
  'Einlass für Medienvertreter 30 Minuten vor Beginn; Presseausweis mitbringen.',
  'Termin vom Veranstalter bestätigt.',
  'Begrenzte Plätze für Fotografen, Poolregelung möglich.',
]

const COPYRIGHTS = [
  'Bilder: Veranstalter, honorarfrei bei Nennung der Quelle',
  'Fotos nur zur Berichterstattung über die Veranstaltung',
  'Archivbilder: Nutzung nur mit Quellenangabe',
]

const CONTACT_NAMES = [
  'Anna Becker',
  'Jonas Weber',
  'Miriam Schulz',
  'Tobias Hoffmann',
  'Leonie Wagner',
  'Felix Krüger',
  'Sabine Lehmann',
]

function materialTypes(entry: PlannedEntry, random: Random): MaterialType[] {
  const { genre, ressorts } = entry.draft
  const chosen = new Set<MaterialType>()
  if (random.chance(0.9)) chosen.add('text')
  if (genre === 'photo' || random.chance(0.6)) chosen.add('picture')
  if (random.chance(ressorts.includes('sport') ? 0.4 : 0.2)) chosen.add('video')
  if (random.chance(0.15)) chosen.add('audio')
  if (random.chance(ressorts.includes('wirtschaft') ? 0.35 : 0.08)) chosen.add('graphic')
  if (chosen.size === 0) chosen.add('text')
  return [...chosen]
}

function regionalServices(entry: PlannedEntry, random: Random): string[] {
  const services = new Set<string>(entry.draft.services ?? [])
  const state = entry.draft.place?.state.state
  if (state) {
    const [own, ...shared] = regionalServicesOfFederalState(state)
    if (own) services.add(own)
    for (const service of shared) if (random.chance(0.2)) services.add(service)
  }
  return [...services]
}

export function entryColumns(entry: PlannedEntry, random: Random, reference: Date): NewEventRow {
  const { draft, day } = entry
  const startsAt = draft.start
    ? berlinInstant(day, draft.start.hour, draft.start.minute)
    : berlinInstant(day)
  const endsAt = draft.start
    ? new Date(startsAt.getTime() + draft.duration * 60_000)
    : berlinInstant(addDays(day, draft.duration))
  const types = materialTypes(entry, random)
  const createdAt = new Date(
    Math.min(reference.getTime(), startsAt.getTime()) -
      random.int(1, 60) * 86_400_000 -
      random.int(0, 86_399) * 1000,
  )
  const updatedAt = new Date(
    createdAt.getTime() + Math.floor(random.next() * (reference.getTime() - createdAt.getTime())),
  )
  const organiser = draft.place?.venue?.name ?? draft.place?.city.name ?? 'Veranstalter'
  const status =
    entry.kind !== 'event'
      ? 'planned'
      : random.chance(0.03)
        ? 'cancelled'
        : random.chance(0.02)
          ? 'postponed'
          : 'planned'
  return {
    id: entry.id,
    kind: entry.kind,
    title: draft.title,
    teaser: draft.teaser,
    description: draft.description,
    startsAt,
    endsAt,
    isWholeDay: draft.start === null,
    ...(draft.place ? locationColumns(draft.place, random) : {}),
    ressorts: draft.ressorts,
    regionalServices: regionalServices(entry, random),
    materialTypes: types,
    coverage: Object.fromEntries(types.map((type) => [type, random.pick(COVERAGE[type])])),
    isTop: entry.isTop ?? random.chance(0.05),
    genre: draft.genre,
    embargoAt: draft.start && random.chance(0.05) ? startsAt : null,
    copyright: random.chance(0.1) ? random.pick(COPYRIGHTS) : null,
    notes: random.chance(0.15) ? random.pick(NOTES) : null,
    contacts: random.chance(0.3)
      ? [
          {
            name: random.pick(CONTACT_NAMES),
            role: 'Pressestelle',
            email: 'presse@veranstalter.example',
            phone: `+49 ${random.int(30, 911)} ${random.int(100000, 9999999)}`,
          },
        ]
      : [],
    links: random.chance(0.3)
      ? [{ label: `Programm: ${organiser}`, url: `https://www.example.org/termine/${entry.id}` }]
      : [],
    status,
    image: null,
    createdAt,
    updatedAt,
  }
}
