// Small factories for the events API tests: an entry with sensible defaults and a news item.
import type { DatabaseHandle } from '../../../server/db/database'
import {
  events,
  newsItems,
  type StoredChart,
  type StoredPhoto,
} from '../../../server/db/schema/index'

export type EventInsert = typeof events.$inferInsert

let sequence = 0

/** An entry on Monday 2 March 2026, 10:00–11:00 Berlin time, unless told otherwise. */
export function anEvent(overrides: Partial<EventInsert> = {}): EventInsert {
  sequence += 1
  return {
    id: `test-${String(sequence).padStart(4, '0')}`,
    kind: 'event',
    title: `Termin ${sequence}`,
    teaser: '',
    description: '',
    startsAt: new Date('2026-03-02T09:00:00Z'),
    endsAt: new Date('2026-03-02T10:00:00Z'),
    ressorts: [],
    regionalServices: [],
    materialTypes: [],
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)),
    ...overrides,
  }
}

export async function insertEvents(database: DatabaseHandle, rows: EventInsert[]): Promise<void> {
  await database.db.insert(events).values(rows)
}

export async function insertNewsItem(
  database: DatabaseHandle,
  overrides: Partial<typeof newsItems.$inferInsert> & { id: string; eventId: string },
): Promise<void> {
  await database.db.insert(newsItems).values({
    headline: 'Meldung',
    genre: 'news',
    materialType: 'text',
    publishedAt: new Date('2026-03-02T12:00:00Z'),
    body: 'Text der Meldung.',
    ...overrides,
  })
}

/** A photo as the seed stores it: the day-lit city with the given title. */
export function aStoredPhoto(overrides: Partial<StoredPhoto> = {}): StoredPhoto {
  return {
    kind: 'photo',
    scene: 'skyline',
    light: 'day',
    framing: 'wide',
    variant: 1,
    label: 'Termin',
    caption: 'Blick über die Stadt.',
    credit: 'Foto: Agenda/Jana Krüger',
    alt: 'Illustration: Stadtsilhouette bei Tageslicht.',
    ...overrides,
  }
}

/** A bar chart of five years. */
export function aStoredChart(overrides: Partial<StoredChart> = {}): StoredChart {
  return {
    kind: 'chart',
    title: 'Besucherinnen und Besucher 2022 bis 2026',
    unit: 'Tausend',
    source: 'Veranstalter',
    bars: [2022, 2023, 2024, 2025, 2026].map((year, index) => ({
      label: String(year),
      value: 100 + index * 12.5,
    })),
    caption: 'Besucherinnen und Besucher 2022 bis 2026, Angaben in Tausend.',
    credit: 'Grafik: Agenda',
    alt: 'Balkendiagramm.',
    ...overrides,
  }
}
