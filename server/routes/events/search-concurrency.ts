// How many uncached searches and day summaries one instance computes at the same time
// (docs/architecture.md#search-cache, "A burst of searches").
import os from 'node:os'
import type { DatabaseHandle } from '../../db/database'

/**
 * PostgreSQL: one per core. Each runs in a backend process of its own, and a burst of as many as
 * the pool holds leaves the event loop a core only now and then. PGlite: no limit of its own. Its
 * one backend runs one statement at a time in its own thread and queues the others, so the
 * event loop is not crowded out, and its pool (4) keeps it fed.
 */
export const defaultSearchConcurrency = (kind: DatabaseHandle['kind']): number =>
  kind === 'postgres' ? os.availableParallelism() : Number.POSITIVE_INFINITY
