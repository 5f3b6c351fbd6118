// A recurring entry (issue 38, docs/product.md#series): the desk creates a weekly or monthly series
// up to a last day, with days left out; each occurrence is an entry of the agenda of its own, and
// calendars get the series as one event with its rule (RRULE) and exceptions (EXDATE). Plain code
// the app runs too: the wire schema is event-series-api.ts, so no TypeBox reaches the app.
import { addDays, daysBetween } from './berlin-time'

export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number]

/** The most occurrences one series makes: two years of weeks. */
export const SERIES_MAX_OCCURRENCES = 105

/** A series' rule as the desk sends it (the wire schema: event-series-api.ts). */
export interface SeriesRule {
  frequency: SeriesFrequency
  /** The last day an occurrence may start on, in Berlin, 'YYYY-MM-DD'. */
  until: string
  /** Days of the rule left out, 'YYYY-MM-DD'. */
  except: string[]
}

export const SERIES_LABELS: Readonly<Record<SeriesFrequency, string>> = {
  weekly: 'wöchentlich',
  monthly: 'monatlich',
}

/** '2027-03-31' as „31.03.2027“. */
const germanDay = (day: string) => day.split('-').reverse().join('.')

/** The day a monthly rule lands on `months` months after `first`, or null where that month lacks it. */
function monthlyDay(first: string, months: number): string | null {
  const [year, month, date] = first.split('-').map(Number) as [number, number, number]
  const shifted = new Date(Date.UTC(year, month - 1 + months, date))
  // RFC 5545: a BYMONTHDAY a month does not have (the 31st of April) is no occurrence.
  if (shifted.getUTCDate() !== date) return null
  return shifted.toISOString().slice(0, 10)
}

/** Every day the rule puts an occurrence on, from `first` (the first occurrence's) to its end. */
function ruleDays(first: string, rule: Pick<SeriesRule, 'frequency' | 'until'>): string[] {
  const days: string[] = []
  for (let step = 0; ; step += 1) {
    const day = rule.frequency === 'weekly' ? addDays(first, step * 7) : monthlyDay(first, step)
    if (day !== null && day > rule.until) return days
    if (day !== null) days.push(day)
    if (days.length > SERIES_MAX_OCCURRENCES) return days
  }
}

/** The series' occurrence days, exceptions left out; `first` is always one. */
export function seriesDays(first: string, rule: SeriesRule): string[] {
  const except = new Set(rule.except)
  return ruleDays(first, rule).filter((day, index) => index === 0 || !except.has(day))
}

/** What is wrong with the rule for a series starting on `first`, in German; null when fine. */
export function seriesRuleProblem(first: string, rule: SeriesRule): string | null {
  if (rule.until <= first) return 'Die Serie muss nach dem ersten Termin enden.'
  if (daysBetween(first, rule.until) > 2 * 366)
    return 'Eine Serie reicht höchstens zwei Jahre weit.'
  const days = ruleDays(first, rule)
  if (days.length > SERIES_MAX_OCCURRENCES)
    return `Eine Serie hat höchstens ${SERIES_MAX_OCCURRENCES} Termine.`
  const onRule = new Set(days)
  if (rule.except.includes(first)) return 'Der erste Termin kann keine Ausnahme sein.'
  const stray = rule.except.find((day) => !onRule.has(day))
  if (stray) return `Die Ausnahme ${germanDay(stray)} ist kein Termin der Serie.`
  return null
}

/** „wöchentlich bis 31.03.2027“, „monatlich bis 15.12.2027, ohne 2 Termine“. */
export function describeSeries(rule: SeriesRule): string {
  const until = `${SERIES_LABELS[rule.frequency]} bis ${germanDay(rule.until)}`
  const left = rule.except.length
  if (!left) return until
  return `${until}, ohne ${left === 1 ? 'einen Termin' : `${left} Termine`}`
}
