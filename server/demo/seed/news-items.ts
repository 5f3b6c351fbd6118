// News items (event reports) the agency published on past entries: genre, material type, a German
// text of several paragraphs derived from the entry, and the pictures of photo and graphic items.
import type { MaterialType } from '../../../domain/filter-rules'
import type { Genre } from '../../../domain/labels/genres'
import { toBerlinDay } from '../../../domain/berlin-time'
import type { newsItems } from '../../db/schema/events'
import type { NewEventRow } from './entry-columns'
import { reportBody, type ReportMaterial } from './news-bodies'
import { chartsFor, photosFor } from './news-pictures'
import { createRandom, type Random } from './random'
import { reportSubject } from './report-wording'

export type NewNewsItemRow = typeof newsItems.$inferInsert

const MATERIAL_OF_GENRE: Partial<Record<Genre, MaterialType>> = {
  photo: 'picture',
  infographic: 'graphic',
  audio: 'audio',
  video: 'video',
}

const REPORTS: { genre: Genre; headline: (title: string) => string }[] = [
  { genre: 'news', headline: (title) => `${title}: die wichtigsten Ergebnisse` },
  { genre: 'summary', headline: (title) => `Zusammenfassung: ${title}` },
  { genre: 'interview', headline: (title) => `Interview am Rande: ${title}` },
  { genre: 'analysis', headline: (title) => `Analyse: Was von „${title}“ bleibt` },
  { genre: 'photo', headline: (title) => `Bilder: ${title}` },
  { genre: 'video', headline: (title) => `Video: ${title}` },
  { genre: 'infographic', headline: (title) => `Grafik: ${title} in Zahlen` },
  { genre: 'audio', headline: (title) => `Audio: ${title}` },
  { genre: 'factcheck', headline: (title) => `Faktencheck zu Aussagen bei „${title}“` },
]

/** Text and pictures of one report, from a random source of its own (see newsItemsFor). */
function reportContent(
  genre: Genre,
  row: NewEventRow,
  random: Random,
): Pick<NewNewsItemRow, 'body' | 'pictures'> {
  const subject = reportSubject(row)
  const material: ReportMaterial = {}
  if (genre === 'photo') material.photos = photosFor(subject, random)
  if (genre === 'infographic') {
    material.charts = chartsFor(subject, random, Number(toBerlinDay(row.startsAt).slice(0, 4)))
  }
  return {
    body: reportBody(genre, subject, random, material),
    pictures: material.photos?.pictures ?? material.charts ?? [],
  }
}

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
    // Text and pictures draw from the item's own source, so they never shift the entry's draws.
    ...reportContent(report.genre, row, createRandom(`${row.id}-news-${index + 1}`)),
  }))
}
