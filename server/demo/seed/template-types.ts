// What an event template produces: the editorial content of one planned entry, before the
// generator adds times, coverage, contacts and the other columns.
import type { Genre } from '../../../domain/labels/genres'
import type { RegionalService } from '../../../domain/labels/regional-services'
import type { Ressort } from '../../../domain/labels/ressorts'
import type { Place } from './locations'
import type { Random } from './random'

export interface EventDraft {
  title: string
  teaser: string
  description: string
  place: Place | null
  ressorts: Ressort[]
  /** Berlin wall-clock start; null for a whole-day entry. */
  start: { hour: number; minute: number } | null
  /** Minutes for timed entries, days for whole-day entries. */
  duration: number
  genre: Genre
  /** National services (bdt, aht, tmn) on top of the state's own. */
  services?: RegionalService[]
}

export interface EventTemplate {
  weight: number
  /** Days of the week it happens on (0 = Sunday); any day when missing. */
  weekdays?: number[]
  /** Whether it can happen on that day at all (a season, a break); always when missing. */
  happensOn?: (day: string) => boolean
  build(random: Random, day: string): EventDraft
}

export const WORKDAYS = [1, 2, 3, 4, 5]
export const WEEKEND = [0, 6]

export const at = (hour: number, minute = 0) => ({ hour, minute })
