// The reverse search (docs/architecture.md "Alerts and jobs"): which alerting saved searches
// match a changed entry. The searches are compiled once per process and indexed by keys a
// matching entry must offer (a word, a word prefix, a rule value), reloaded only when
// saved_searches_version moved. For an entry, the index names the candidates, the column rules
// and phrase-free full text are decided in memory, and the phrases of the rest by PostgreSQL in
// one statement against the entry's stored vector — the search API's semantics, unchanged.
// Why not a library: percolation is an Elasticsearch/OpenSearch feature, and running one of them
// beside PostgreSQL for it would split the search's meaning in two; no npm package matches our
// filter rules in reverse. Before it, each alerting search ran as its own query per batch of
// changes (search-match.ts, kept for the searches the index cannot hold), a cost that grew with
// every saved search.
import type { FastifyBaseLogger } from 'fastify'
import type { FilterRule } from '../../../domain/filter-rules'
import type { AlertMailMode } from '../../../domain/saved-search-resource'
import type { DatabaseHandle } from '../../db/database'
import { matchingEventIds } from '../search-match'
import {
  columnRulesHold,
  compileSearches,
  type CompiledRules,
  type CompiledTsquery,
} from './compile-searches'
import { offeredKeys, readEntryFacts, type EntryFacts } from './entry-facts'
import { holds, mayMatch } from './tsquery-text'

export interface AlertingSearch {
  id: string
  owner_id: string
  filter_rules: FilterRule[]
  alert_in_app: boolean
  alert_mail: AlertMailMode
  alert_push: boolean
}

interface Loaded {
  search: AlertingSearch
  /** The stored rules as text: a search is compiled again only when they changed. */
  rulesText: string
  compiled: CompiledRules | null
}

interface Index {
  version: number
  searches: Map<string, Loaded>
  byKey: Map<string, Loaded[]>
  /** Searches without a necessary key: candidates for every entry. */
  always: Loaded[]
  /** Searches the search API refuses: asked through their SQL path, which logs why. */
  refused: Loaded[]
}

/** What matched: each search with the entries it matches. */
export type Matches = Map<AlertingSearch, Set<string>>

const EMPTY: Index = {
  version: -1,
  searches: new Map(),
  byKey: new Map(),
  always: [],
  refused: [],
}

function indexOf(version: number, searches: Map<string, Loaded>): Index {
  const index: Index = { version, searches, byKey: new Map(), always: [], refused: [] }
  for (const loaded of searches.values()) {
    const keys = loaded.compiled?.keys
    if (!loaded.compiled) index.refused.push(loaded)
    else if (keys === null || keys === undefined) index.always.push(loaded)
    else
      for (const key of keys) {
        const list = index.byKey.get(key)
        if (list) list.push(loaded)
        else index.byKey.set(key, [loaded])
      }
  }
  return index
}

const mayMatchQuery = (query: CompiledTsquery | null, offered: ReadonlySet<string>) =>
  !query || query.tree === 'unread' || (query.tree !== 'empty' && mayMatch(query.tree, offered))

/** Whether PostgreSQL must still decide the query; an empty vector matches no query at all. */
const leftToPostgres = (query: CompiledTsquery | null, entry: EntryFacts) =>
  query !== null && !(query.inMemory && entry.lexemes.length > 0)

/** Whether the queries decided in memory hold (those left to PostgreSQL pass here). */
const holdsInMemory = (
  query: CompiledTsquery | null,
  entry: EntryFacts,
  offered: ReadonlySet<string>,
) =>
  !query ||
  leftToPostgres(query, entry) ||
  (typeof query.tree === 'object' && holds(query.tree, offered))

interface FulltextCheck {
  loaded: Loaded
  eventId: string
}

export class Percolator {
  private index = EMPTY
  private loading: Promise<void> | undefined

  /** Reloads the alerting searches if saved_searches_version moved since the last load. */
  async refresh(database: DatabaseHandle, seenVersion?: string) {
    if (seenVersion !== undefined && Number(seenVersion) === this.index.version) return
    this.loading ??= this.reload(database).finally(() => {
      this.loading = undefined
    })
    await this.loading
  }

  private async reload(database: DatabaseHandle) {
    // Version first: a change committed after it is read makes the next refresh load again.
    const [row] = await database.query<{ version: string }>(
      'SELECT version::text FROM saved_searches_version WHERE id = 1',
    )
    const version = Number(row?.version ?? 0)
    if (version === this.index.version) return
    const rows = await database.query<Omit<AlertingSearch, 'filter_rules'> & { rules: string }>(
      `SELECT id, owner_id, filter_rules::text AS rules, alert_in_app, alert_mail, alert_push
       FROM saved_searches WHERE alert_in_app OR alert_mail <> 'off' OR alert_push`,
    )
    const previous = this.index.searches
    const changed = rows.filter((one) => previous.get(one.id)?.rulesText !== one.rules)
    const compiled = await compileSearches(
      database,
      changed.map((one) => JSON.parse(one.rules) as FilterRule[]),
    )
    const fresh = new Map(changed.map((one, at) => [one.id, compiled[at] ?? null]))
    const searches = new Map<string, Loaded>()
    for (const { rules, ...columns } of rows) {
      const search = { ...columns, filter_rules: JSON.parse(rules) as FilterRule[] }
      const compiledRules = fresh.has(columns.id)
        ? (fresh.get(columns.id) ?? null)
        : (previous.get(columns.id)?.compiled ?? null)
      searches.set(columns.id, { search, rulesText: rules, compiled: compiledRules })
    }
    this.index = indexOf(version, searches)
  }

  /** The alerting searches matching each of the entries, as the search API would answer. */
  async match(
    database: DatabaseHandle,
    eventIds: string[],
    log: FastifyBaseLogger,
  ): Promise<Matches> {
    const entries = await readEntryFacts(database, eventIds)
    await this.refresh(database, entries[0]?.searches_version)
    const matches: Matches = new Map()
    const add = (search: AlertingSearch, eventId: string) => {
      const set = matches.get(search)
      if (set) set.add(eventId)
      else matches.set(search, new Set([eventId]))
    }
    const checks: FulltextCheck[] = []
    for (const entry of entries) {
      for (const loaded of this.candidates(entry)) {
        const { words, positional } = loaded.compiled ?? { words: null, positional: null }
        if (leftToPostgres(words, entry) || leftToPostgres(positional, entry))
          checks.push({ loaded, eventId: entry.id })
        else add(loaded.search, entry.id)
      }
    }
    for (const check of await fulltextHolds(database, checks))
      add(check.loaded.search, check.eventId)
    for (const { search } of this.index.refused) {
      try {
        for (const eventId of await matchingEventIds(database, search.filter_rules, eventIds))
          add(search, eventId)
      } catch (error) {
        // A search stored before a rule became stricter: it alerts nobody rather than stopping all.
        log.warn({ err: error, savedSearchId: search.id }, 'saved search not matchable')
      }
    }
    return matches
  }

  /**
   * Searches whose column rules the entry meets and whose full text it meets or, for what only
   * PostgreSQL can decide (phrases), may meet.
   */
  private *candidates(entry: EntryFacts): Generator<Loaded> {
    if (!entry.in_window) return
    const offered = offeredKeys(entry)
    const seen = new Set<Loaded>()
    const consider = function* (list: Loaded[]) {
      for (const loaded of list) {
        if (seen.has(loaded)) continue
        seen.add(loaded)
        const rules = loaded.compiled
        if (!rules || !columnRulesHold(rules, entry)) continue
        if (!mayMatchQuery(rules.words, offered) || !mayMatchQuery(rules.positional, offered))
          continue
        if (
          holdsInMemory(rules.words, entry, offered) &&
          holdsInMemory(rules.positional, entry, offered)
        )
          yield loaded
      }
    }
    yield* consider(this.index.always)
    for (const key of offered) {
      const list = this.index.byKey.get(key)
      if (list) yield* consider(list)
    }
  }
}

const CHECKS_PER_STATEMENT = 5000

/** The checks whose tsqueries PostgreSQL finds in the entry's vector, as the search API asks. */
async function fulltextHolds(database: DatabaseHandle, checks: FulltextCheck[]) {
  const held: FulltextCheck[] = []
  for (let start = 0; start < checks.length; start += CHECKS_PER_STATEMENT) {
    const part = checks.slice(start, start + CHECKS_PER_STATEMENT)
    const rows = await database.query<{ n: number }>(
      `SELECT p.n::int AS n
       FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS p(event_id, words, positional, n)
       JOIN events e ON e.id = p.event_id
       WHERE (p.words IS NULL OR e.search_words @@ p.words::tsquery)
         AND (p.positional IS NULL OR e.search @@ p.positional::tsquery)`,
      [
        part.map((check) => check.eventId),
        part.map((check) => check.loaded.compiled?.words?.text ?? null),
        part.map((check) => check.loaded.compiled?.positional?.text ?? null),
      ],
    )
    for (const row of rows) {
      const check = part[row.n - 1]
      if (check) held.push(check)
    }
  }
  return held
}

const percolators = new WeakMap<DatabaseHandle, Percolator>()

/** The process's percolator for a database (every app instance on it shares the cache). */
export function percolatorOf(database: DatabaseHandle): Percolator {
  let percolator = percolators.get(database)
  if (!percolator) {
    percolator = new Percolator()
    percolators.set(database, percolator)
  }
  return percolator
}
