// News items (event reports) the agency published on past entries: genre, material type and a
// short German text derived from the entry.
import type { MaterialType } from '../../domain/filter-rules'
import type { Genre } from '../../domain/labels/genres'
import type { newsItems } from '../db/schema/events'
import type { NewEventRow } from './entry-columns'
import type { Random } from './random'

export type NewNewsItemRow = typeof newsItems.$inferInsert

const MATERIAL_OF_GENRE: Partial<Record<Genre, MaterialType>> = {
  photo: 'picture',
  infographic: 'graphic',
  audio: 'audio',
  video: 'video',
}

const REPORTS: {
  genre: Genre
  headline: (title: string) => string
  body: (row: NewEventRow) => string
}[] = [
  {
    genre: 'news',
    headline: (title) => `${title}: die wichtigsten Ergebnisse`,
    body: (row) =>
      `${row.teaser} Die Beteiligten zogen eine erste Bilanz; weitere Einzelheiten sollen in den kommenden Tagen folgen.`,
  },
  {
    genre: 'summary',
    headline: (title) => `Zusammenfassung: ${title}`,
    body: (row) =>
      `${row.teaser} Der Überblick fasst die Stimmen und Entscheidungen des Tages zusammen.`,
  },
  {
    genre: 'interview',
    headline: (title) => `Interview am Rande: ${title}`,
    body: () =>
      'Im Gespräch ordnet eine Beteiligte die Ergebnisse ein und blickt auf die nächsten Schritte.',
  },
  {
    genre: 'analysis',
    headline: (title) => `Analyse: Was von „${title}“ bleibt`,
    body: (row) => `${row.description} Eine Einordnung der Folgen für die Region.`,
  },
  {
    genre: 'photo',
    headline: (title) => `Bilder: ${title}`,
    body: () => 'Eine Auswahl der Fotos vom Termin, frei zur redaktionellen Nutzung.',
  },
  {
    genre: 'video',
    headline: (title) => `Video: ${title}`,
    body: () => 'Schnittbilder und O-Töne, Länge etwa 1:30 Minuten.',
  },
  {
    genre: 'infographic',
    headline: (title) => `Grafik: ${title} in Zahlen`,
    body: () => 'Die Grafik zeigt die wichtigsten Zahlen im Überblick.',
  },
  {
    genre: 'audio',
    headline: (title) => `Audio: ${title}`,
    body: () => 'O-Töne für den Hörfunk, sendefertig geschnitten.',
  },
  {
    genre: 'factcheck',
    headline: (title) => `Faktencheck zu Aussagen bei „${title}“`,
    body: () => 'Wir haben die zentralen Behauptungen geprüft und mit Quellen belegt.',
  },
]

/** About a third of past entries get one to three reports, published after the entry ended. */
export function newsItemsFor(row: NewEventRow, random: Random, reference: Date): NewNewsItemRow[] {
  const endsAt = row.endsAt.getTime()
  if (endsAt >= reference.getTime() || row.status === 'cancelled' || !random.chance(0.35)) return []
  return random.sample(REPORTS, random.int(1, 3)).map((report, index) => ({
    id: `${row.id}-news-${index + 1}`,
    eventId: row.id,
    headline: report.headline(row.title),
    genre: report.genre,
    materialType: MATERIAL_OF_GENRE[report.genre] ?? 'text',
    publishedAt: new Date(Math.min(endsAt + random.int(10, 240) * 60_000, reference.getTime())),
    body: report.body(row),
  }))
}
