// What the demo news texts say about an entry: how to name it in a sentence (by its kind, with
// the title only ever in quotes, so no title has to fit a German case), where and when it was.
import { formatDayHeading, formatLongDate, formatTime } from '../../../domain/berlin-time'
import type { EventKind } from '../../../domain/filter-rules'
import type { Ressort } from '../../../domain/labels/ressorts'
import type { NewEventRow } from './entry-columns'

interface KindNoun {
  /** Nominative with article: „der Termin“. */
  nominative: string
  /** Accusative with article: „den Termin“. */
  accusative: string
  /** „zum Termin“. */
  to: string
  /** „vom Termin“. */
  from: string
}

const KIND_NOUNS: Record<EventKind, KindNoun> = {
  event: {
    nominative: 'der Termin',
    accusative: 'den Termin',
    to: 'zum Termin',
    from: 'vom Termin',
  },
  topic: { nominative: 'das Thema', accusative: 'das Thema', to: 'zum Thema', from: 'vom Thema' },
  anniversary: {
    nominative: 'der Jahrestag',
    accusative: 'den Jahrestag',
    to: 'zum Jahrestag',
    from: 'vom Jahrestag',
  },
  actionday: {
    nominative: 'der Aktionstag',
    accusative: 'den Aktionstag',
    to: 'zum Aktionstag',
    from: 'vom Aktionstag',
  },
}

/** What a debate on the ressort's entries turns on, in the dative (after „zu“) and accusative. */
const FOCUS: Record<Ressort, { dative: string; accusative: string }> = {
  politik: {
    dative: 'Kosten, Zeitplan und Zuständigkeiten',
    accusative: 'Kosten, Zeitplan und Zuständigkeiten',
  },
  wirtschaft: {
    dative: 'Investitionen, Arbeitsplätzen und der Lage der Branche',
    accusative: 'Investitionen, Arbeitsplätze und die Lage der Branche',
  },
  panorama: {
    dative: 'Sicherheit, Organisation und der Stimmung vor Ort',
    accusative: 'Sicherheit, Organisation und die Stimmung vor Ort',
  },
  wissenschaft: {
    dative: 'Forschungsergebnissen, Fördergeldern und dem wissenschaftlichen Nachwuchs',
    accusative: 'Forschungsergebnisse, Fördergelder und den wissenschaftlichen Nachwuchs',
  },
  medien: {
    dative: 'Reichweiten, Finanzierung und der Unabhängigkeit der Redaktionen',
    accusative: 'Reichweiten, Finanzierung und die Unabhängigkeit der Redaktionen',
  },
  kultur: {
    dative: 'Programm, Finanzierung und dem Publikum von morgen',
    accusative: 'Programm, Finanzierung und das Publikum von morgen',
  },
  sport: {
    dative: 'Form, Taktik und der Lage in der Tabelle',
    accusative: 'Form, Taktik und die Lage in der Tabelle',
  },
}

/** Who has to live with the outcome, as the subject of a sentence. */
const CONCERNED: Record<Ressort, string> = {
  politik: 'Kommunen, Verbände und Bürgerinitiativen',
  wirtschaft: 'Unternehmen, Beschäftigte und Kammern',
  panorama: 'Anwohner, Behörden und Vereine',
  wissenschaft: 'Hochschulen, Institute und Förderer',
  medien: 'Verlage, Sender und Plattformen',
  kultur: 'Bühnen, Museen und freie Künstlerinnen und Künstler',
  sport: 'Vereine, Fans und Verbände',
}

export interface ReportSubject {
  kind: EventKind
  ressort: Ressort
  /** The title in German quotes: „Plenarsitzung: Thüringer Landtag“. */
  quoted: string
  title: string
  noun: KindNoun
  teaser: string
  /** The description without a teaser it repeats. */
  description: string
  city: string | null
  /** „ in Erfurt“, or nothing when there is no city or the title names it. */
  where: string
  /** „am Dienstag, 17. November 2026“. */
  when: string
  /** „17. November 2026“. */
  date: string
  startHour: number | null
  focus: { dative: string; accusative: string }
  concerned: string
}

const sentence = (text: string) => (/[.!?…“”"]$/.test(text) ? text : `${text}.`)

export function reportSubject(row: NewEventRow): ReportSubject {
  const kind = row.kind
  const ressort = (row.ressorts?.[0] ?? 'panorama') as Ressort
  const teaser = sentence((row.teaser ?? '').trim() || `${row.title}`)
  const rawDescription = (row.description ?? '').trim()
  const description = rawDescription.startsWith(teaser)
    ? rawDescription.slice(teaser.length).trim()
    : rawDescription
  const city = row.city ?? null
  return {
    kind,
    ressort,
    // A title with quotes of its own gets the inner German ones: „Premiere: ‚Faust‘“.
    quoted: `„${row.title.replaceAll('„', '‚').replaceAll('“', '‘')}“`,
    title: row.title,
    noun: KIND_NOUNS[kind],
    teaser,
    description: description ? sentence(description) : '',
    city,
    // „Lichterfest in Freiburg“ already says where.
    where: city && !row.title.includes(city) ? ` in ${city}` : '',
    when: `am ${formatDayHeading(row.startsAt)}`,
    date: formatLongDate(row.startsAt),
    startHour: row.isWholeDay ? null : berlinHour(row.startsAt),
    focus: FOCUS[ressort],
    concerned: CONCERNED[ressort],
  }
}

/** The hour on a Berlin clock, from „10:00“. */
const berlinHour = (instant: Date) => Number(formatTime(instant).slice(0, 2))

/** „Der Termin“: a noun phrase at the start of a sentence. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const NUMBER_WORDS = ['kein', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs']

/** „drei“; digits from seven on. */
export const numberWord = (count: number) => NUMBER_WORDS[count] ?? String(count)
