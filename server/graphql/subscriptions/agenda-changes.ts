// The live agenda (docs/architecture.md "Live agenda"): what changed in events since the data
// version a client last saw, read from event_changes (filled by triggers, migration 0017). Every
// statement on events NOTIFYs the `agenda` topic at commit; subscribers then read past their own
// version. Versions commit in order (the statement holds the version's row from its start), so
// reading `version > since` never skips a change committed later under a lower version. Old
// changes are pruned (jobs/prune-event-changes.ts): a client from before the oldest kept one
// reads its view again.
import { and, asc, eq, gt, lte, min } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { agendaDataVersion, eventChanges, type EventChangeKind } from '../../db/schema/index'
import type { AgendaChange, AgendaChangeKind } from '../generated/resolver-types'

/** Changes one message carries at most; beyond, the client reads its view again. */
export const AGENDA_CHANGES_MAX = 500

const KINDS: Record<EventChangeKind, AgendaChangeKind> = {
  created: 'CREATED',
  changed: 'CHANGED',
  cancelled: 'CANCELLED',
  deleted: 'DELETED',
}

async function currentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: agendaDataVersion.version })
    .from(agendaDataVersion)
    .where(eq(agendaDataVersion.id, 1))
  return row?.version ?? 0
}

/**
 * Whether changes after `since` may have been pruned: the log no longer reaches back to it. The
 * pruning deletes whole versions from the oldest on, so what is kept above the oldest kept version
 * is complete. Versions without changes (news items) before it count as missed: a reload too many,
 * never one too few.
 */
async function prunedAfter(db: Database, since: number): Promise<boolean> {
  const [row] = await db.select({ oldest: min(eventChanges.version) }).from(eventChanges)
  const oldest = row?.oldest
  return oldest === null || oldest === undefined || since < Number(oldest) - 1
}

/**
 * The entries changed after `since`, each once with its latest change (an entry created and then
 * changed is still CREATED for whoever has not seen it; a deletion or cancellation wins), or
 * `truncated` when they are too many or no longer all kept.
 */
export async function agendaChangesSince(
  db: Database,
  since: number | undefined,
): Promise<AgendaChange> {
  const version = await currentVersion(db)
  if (since === undefined || since >= version) return { version, changes: [], truncated: false }
  const rows = await db
    .select({
      version: eventChanges.version,
      eventId: eventChanges.eventId,
      change: eventChanges.change,
    })
    .from(eventChanges)
    .where(and(gt(eventChanges.version, since), lte(eventChanges.version, version)))
    .orderBy(asc(eventChanges.version), asc(eventChanges.id))
    .limit(AGENDA_CHANGES_MAX + 1)
  if (rows.length > AGENDA_CHANGES_MAX) return { version, changes: [], truncated: true }
  // Read after the rows: a pruning between the two then asks a reload rather than hiding a gap.
  if (rows[0]?.version !== since + 1 && (await prunedAfter(db, since))) {
    return { version, changes: [], truncated: true }
  }
  const latest = new Map<string, AgendaChangeKind>()
  for (const row of rows) {
    const before = latest.get(row.eventId)
    const kind = KINDS[row.change]
    latest.set(row.eventId, before === 'CREATED' && kind === 'CHANGED' ? before : kind)
  }
  const changes = [...latest].map(([eventId, kind]) => ({ eventId, kind }))
  return { version, changes, truncated: false }
}
