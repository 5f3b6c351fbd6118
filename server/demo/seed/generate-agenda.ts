// The demo agenda: deterministic from a seed and the current Berlin day, 60 days back to 365
// ahead. Fixed calendar facts come first, then planned entries drawn from the templates.
import { addDays, berlinInstant, berlinToday, weekdayOf } from '../../../domain/berlin-time'
import { calendarEntries } from './calendar-entries'
import { CULTURE_SPORT_TEMPLATES } from './culture-sport-templates'
import { ECONOMY_TEMPLATES } from './economy-templates'
import { entryColumns, type NewEventRow } from './entry-columns'
import { newsItemsFor, type NewNewsItemRow } from './news-items'
import type { PlannedEntry } from './planned-entry'
import { POLITICS_TEMPLATES } from './politics-templates'
import { createRandom, hashText, type Random } from './random'
import { SOCIETY_TEMPLATES } from './society-templates'
import type { EventTemplate } from './template-types'

export const DAYS_BACK = 60
export const DAYS_AHEAD = 365
export const DEFAULT_SEED = 'agenda'

const TEMPLATES: EventTemplate[] = [
  ...POLITICS_TEMPLATES,
  ...ECONOMY_TEMPLATES,
  ...SOCIETY_TEMPLATES,
  ...CULTURE_SPORT_TEMPLATES,
]

export interface AgendaOptions {
  count: number
  seed?: string
  /** The instant "today" is taken from; the generated rows depend only on its Berlin date. */
  now?: Date
}

export interface GeneratedAgenda {
  events: NewEventRow[]
  newsItems: NewNewsItemRow[]
}

const TEMPLATES_BY_WEEKDAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  TEMPLATES.filter((template) => template.weekdays?.includes(weekday) ?? true),
)

export function pickTemplate(random: Random, day: string): EventTemplate {
  const fitting = (TEMPLATES_BY_WEEKDAY[weekdayOf(day)] ?? TEMPLATES).filter(
    (template) => template.happensOn?.(day) ?? true,
  )
  let remaining = random.next() * fitting.reduce((sum, template) => sum + template.weight, 0)
  for (const template of fitting) {
    remaining -= template.weight
    if (remaining < 0) return template
  }
  return fitting[fitting.length - 1] as EventTemplate
}

/**
 * One happening: its title (case and spaces aside), Berlin day, start and place, as a 32-bit
 * fingerprint, so a million entries fit in a set; two different happenings sharing one only
 * make the later one drawn again.
 */
function happeningOf({ day, draft }: PlannedEntry): number {
  const title = draft.title.toLowerCase().replace(/\s+/g, ' ').trim()
  const start = draft.start ? `${draft.start.hour}:${draft.start.minute}` : 'ganztags'
  const place = `${draft.place?.venue?.name ?? ''}|${draft.place?.city.name ?? ''}`
  return hashText(`${title}|${day}|${start}|${place}`)
}

/** Draw `attempt` of entry `index`: depends only on the seed, the index and today. */
function plannedEntry(
  seed: string,
  index: number,
  today: string,
  attempt: number,
): { entry: PlannedEntry; random: Random } {
  const random = createRandom(attempt === 0 ? `${seed}:${index}` : `${seed}:${index}:${attempt}`)
  const day = addDays(today, random.int(-DAYS_BACK, DAYS_AHEAD))
  const draft = pickTemplate(random, day).build(random, day)
  return { entry: { id: `event-${seed}-${index}`, kind: 'event', day, draft }, random }
}

/** Yields the agenda in slices, so a benchmark set never sits in memory all at once. */
export function* generateAgenda(
  options: AgendaOptions,
  sliceSize = 1000,
): Generator<GeneratedAgenda> {
  const seed = options.seed ?? DEFAULT_SEED
  const today = berlinToday(options.now ?? new Date())
  const reference = berlinInstant(today)
  const fixed = calendarEntries(addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD)).slice(
    0,
    options.count,
  )
  const factsRandom = createRandom(`${seed}:facts`)

  let slice: GeneratedAgenda = { events: [], newsItems: [] }
  const happenings = new Set<number>()
  const add = (entry: PlannedEntry, random: Random) => {
    happenings.add(happeningOf(entry))
    const row = entryColumns(entry, random, reference)
    slice.events.push(row)
    slice.newsItems.push(...newsItemsFor(row, random, reference))
  }
  for (const entry of fixed) add(entry, factsRandom)
  for (let index = 0; index < options.count - fixed.length; index++) {
    // A draw that repeats an earlier happening (the same „Regierungspressekonferenz“ on one
    // Friday) is drawn again: the agenda lists each happening once. An entry thus depends on the
    // ones before it, never on `count`.
    let attempt = 0
    let drawn = plannedEntry(seed, index, today, attempt)
    while (happenings.has(happeningOf(drawn.entry)))
      drawn = plannedEntry(seed, index, today, ++attempt)
    add(drawn.entry, drawn.random)
    if (slice.events.length >= sliceSize) {
      yield slice
      slice = { events: [], newsItems: [] }
    }
  }
  if (slice.events.length > 0) yield slice
}
