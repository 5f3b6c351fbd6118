// Where a search's words stand in an entry (issue 36, docs/architecture.md#apis): its tier, which
// the relevance sort ranks by, and for the wire the tier's name with, for matches only in the
// description, a short excerpt around the words.
import type { EntryMatch, SnippetPart } from '../../../domain/events-api'
import type { SqlParams } from './sql-params'

/** The tiers 1–4 by name: all words in the title, in title and teaser, with the place, or only with the description. */
const TIER_FIELDS = ['title', 'topic', 'place', 'body'] as const satisfies EntryMatch['field'][]

/** A tier of the relevance sort: 1 ranks first. */
export type Tier = 1 | 2 | 3 | 4
export const isTier = (value: unknown): value is Tier =>
  value === 1 || value === 2 || value === 3 || value === 4

/**
 * The tier of an entry by its `ranked_words` (title A, teaser B, place C; schema/events.ts): the
 * fewest fields that hold all of the ranking query. The query is a scalar subquery, computed once.
 */
export function tierExpression(rankedWords: string, query: string): string {
  const once = `(SELECT ${query})`
  return `CASE WHEN ts_filter(${rankedWords}, '{a}') @@ ${once} THEN 1
    WHEN ts_filter(${rankedWords}, '{a,b}') @@ ${once} THEN 2
    WHEN ${rankedWords} @@ ${once} THEN 3 ELSE 4 END`
}

// Private-use characters mark the hits; the description loses any it has before, so no user text
// can fake a hit.
const HIT_START = '\uE000'
const HIT_END = '\uE001'
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MinWords=8, MaxWords=18, ShortWord=3`

/** A row of what matched on a page: the entry, its tier and, in tier 4, the marked excerpt. */
export interface MatchRow {
  id: string
  tier: Tier
  headline: string | null
}

/**
 * A JSON object of a MatchRow for the entry `e` (an `events` row) of the given tier expression.
 * ts_headline reads only the few entries of a page or a summary, never every match.
 */
export function matchRowJson(tier: string, query: string, params: SqlParams): string {
  const marks = params.add(HIT_START + HIT_END)
  const headline = `ts_headline('german', translate(e.description, ${marks}, ''), (SELECT ${query}),
      ${params.add(HEADLINE_OPTIONS)})`
  return `json_build_object('id', e.id, 'tier', ${tier},
    'headline', CASE WHEN ${tier} = 4 THEN ${headline} END)`
}

/** The excerpt in parts, its hits marked; spaces and line breaks become single spaces. */
function snippetOf(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const pieces = headline
    .replace(/\s+/gu, ' ')
    .trim()
    .split(new RegExp(`(${HIT_START}[^${HIT_END}]*${HIT_END})`, 'u'))
  for (const piece of pieces) {
    if (piece === '') continue
    const hit = piece.startsWith(HIT_START)
    const text = hit ? piece.slice(1, -1) : piece
    if (text !== '') parts.push(hit ? { text, hit } : { text })
  }
  return parts
}

/** The wire's `matches`: each entry's tier by name, with the excerpt of a body-only match. */
export function entryMatches(rows: readonly MatchRow[]): Record<string, EntryMatch> {
  const matches: Record<string, EntryMatch> = {}
  for (const { id, tier, headline } of rows) {
    const field = TIER_FIELDS[tier - 1] ?? 'body'
    matches[id] = field === 'body' && headline ? { field, snippet: snippetOf(headline) } : { field }
  }
  return matches
}
