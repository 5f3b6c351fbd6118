// Likely duplicates of a submission among the agenda's events and the submissions still open
// (docs/architecture.md#submissions): the same link, the same venue at the same start, or a
// similar title (pg_trgm, migration 0015) on one of the same Berlin days. Each condition has its
// index (links: GIN jsonb_path_ops, start: btree, days: the GiST period index), so one check
// reads a few hundred rows even among 100,000 events. A similar title is computed on the rows of
// the days, not looked up in the trigram index: agenda titles share many trigrams („Pressekonferenz“,
// „Landtag“), so `title % …` finds thousands of rows across all years where the days hold a few
// hundred (bench/duplicates.ts on PGlite: p95 66 ms through the trigram index, 4 ms this way).
import { addDays, berlinInstant, daysBetween, parseBerlinDay } from '../../../domain/berlin-time'
import {
  OPEN_SUBMISSION_STATES,
  type Duplicate,
  type DuplicateCheckRequest,
} from '../../../domain/submissions-api'
import { SUBMISSION_MAX_DAYS, submissionTimes } from '../../../domain/event-submission'
import type { DatabaseHandle } from '../../db/database'

const MAX_DUPLICATES = 10
const SAME_LINK_SCORE = 1
const SAME_VENUE_AND_START_SCORE = 0.9
/**
 * pg_trgm's own default for `%`: titles sharing about a third of their trigrams
 * („Pressekonferenz Stadtwerke Leipzig“ and „Jahrespressekonferenz der Stadtwerke Leipzig“ do,
 * two unrelated titles do not).
 */
const SIMILAR_TITLE = 0.3
const MAX_URLS = 12
/** What the check compares, normalised. */
interface Probe {
  title: string | null
  days: { from: Date; to: Date } | null
  venue: string | null
  startsAt: Date | null
  urls: string[]
}

/**
 * The Berlin days typed, as instants from the first day's midnight to the one after the last; a
 * span longer than a submission may have is cut there, an end before the start is no span yet.
 */
function daysOf(when: DuplicateCheckRequest['when']): Probe['days'] {
  if (!when || !parseBerlinDay(when.startDay) || !parseBerlinDay(when.endDay)) return null
  const length = daysBetween(when.startDay, when.endDay)
  if (length < 0) return null
  const lastDay = addDays(when.startDay, Math.min(length, SUBMISSION_MAX_DAYS - 1))
  return { from: berlinInstant(when.startDay), to: berlinInstant(addDays(lastDay, 1)) }
}

function probeOf(request: DuplicateCheckRequest): Probe {
  const { when } = request
  const days = daysOf(when)
  const times = when && days ? submissionTimes(when) : null
  const urls = [request.accessLink, ...(request.links ?? []).map((link) => link.url)]
    .map((url) => url?.trim())
    .filter((url): url is string => Boolean(url))
  const title = request.title?.trim()
  const venue = request.place?.venue?.trim()
  return {
    title: title || null,
    days,
    venue: venue || null,
    startsAt: times && !when?.isWholeDay ? times.startsAt : null,
    urls: [...new Set(urls)].slice(0, MAX_URLS),
  }
}

interface CandidateRow {
  kind: 'event' | 'submission'
  id: string
  title: string
  starts_at: Date | string
  same_link: boolean
  same_venue_and_start: boolean
  title_score: number | null
}

/** A query's conditions in SQL with their parameters, numbered from `first`. */
class Conditions {
  readonly params: unknown[] = []
  constructor(private readonly first: number) {}
  param(value: unknown): string {
    this.params.push(value)
    return `$${this.first + this.params.length - 1}`
  }
}

function eventsQuery(probe: Probe, where: Conditions): string {
  const linkTests = probe.urls.map(
    (url) => `links @> ${where.param(JSON.stringify([{ url }]))}::jsonb`,
  )
  const sameLink = linkTests.length > 0 ? `(${linkTests.join(' OR ')})` : 'false'
  const sameVenue =
    probe.venue && probe.startsAt
      ? `(starts_at = ${where.param(probe.startsAt)} AND lower(location_name) = lower(${where.param(probe.venue)}))`
      : 'false'
  const similar =
    probe.title && probe.days
      ? `(tstzrange(starts_at, ends_at, '[]') && tstzrange(${where.param(probe.days.from)}, ${where.param(probe.days.to)}, '[)') AND similarity(title, ${where.param(probe.title)}) >= ${SIMILAR_TITLE})`
      : 'false'
  const titleScore = probe.title ? `similarity(title, ${where.param(probe.title)})` : 'NULL::real'
  return `SELECT 'event' AS kind, id, title, starts_at, ${sameLink} AS same_link,
      ${sameVenue} AS same_venue_and_start, ${titleScore} AS title_score
    FROM events WHERE ${sameLink} OR ${sameVenue} OR ${similar}`
}

function submissionsQuery(probe: Probe, where: Conditions, excludeId: string | null): string {
  const sameLink = probe.urls.length > 0 ? `(urls && ${where.param(probe.urls)}::text[])` : 'false'
  const sameVenue =
    probe.venue && probe.startsAt
      ? `(starts_at = ${where.param(probe.startsAt)} AND lower(venue) = lower(${where.param(probe.venue)}))`
      : 'false'
  const similar =
    probe.title && probe.days
      ? `(starts_at < ${where.param(probe.days.to)} AND ends_at >= ${where.param(probe.days.from)} AND similarity(title, ${where.param(probe.title)}) >= ${SIMILAR_TITLE})`
      : 'false'
  const titleScore = probe.title ? `similarity(title, ${where.param(probe.title)})` : 'NULL::real'
  return `SELECT 'submission' AS kind, id, title, starts_at, ${sameLink} AS same_link,
      ${sameVenue} AS same_venue_and_start, ${titleScore} AS title_score
    FROM submissions
    WHERE state = ANY(${where.param(OPEN_SUBMISSION_STATES)}::text[]) AND id <> ${where.param(excludeId ?? '')}
      AND (${sameLink} OR ${sameVenue} OR ${similar})`
}

const round = (score: number) => Math.round(score * 100) / 100

/** The strongest of a candidate's reasons with its score. */
function duplicateOf(row: CandidateRow): Duplicate {
  const startTime = new Date(row.starts_at).toISOString()
  const base = { kind: row.kind, id: row.id, title: row.title, startTime }
  if (row.same_link) return { ...base, score: SAME_LINK_SCORE, reason: 'same-link' }
  if (row.same_venue_and_start)
    return { ...base, score: SAME_VENUE_AND_START_SCORE, reason: 'same-venue-and-start' }
  return { ...base, score: round(row.title_score ?? 0), reason: 'similar-title' }
}

/**
 * The likely duplicates of a submission, best first, at most ten. `excludeId` leaves out the
 * submission itself once it is stored.
 */
export async function findDuplicates(
  database: DatabaseHandle,
  request: DuplicateCheckRequest,
  excludeId: string | null = null,
): Promise<Duplicate[]> {
  const probe = probeOf(request)
  const canMatch =
    probe.urls.length > 0 || (probe.venue && probe.startsAt) || (probe.title && probe.days)
  if (!canMatch) return []
  const events = new Conditions(1)
  const eventsSql = eventsQuery(probe, events)
  const submissions = new Conditions(events.params.length + 1)
  const submissionsSql = submissionsQuery(probe, submissions, excludeId)
  const rows = await database.query<CandidateRow>(`${eventsSql} UNION ALL ${submissionsSql}`, [
    ...events.params,
    ...submissions.params,
  ])
  return rows
    .map(duplicateOf)
    .sort((a, b) => b.score - a.score || a.startTime.localeCompare(b.startTime))
    .slice(0, MAX_DUPLICATES)
}
