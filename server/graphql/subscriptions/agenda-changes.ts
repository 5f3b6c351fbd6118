// The live agenda (docs/architecture.md "Live agenda"): what changed in events since the data
// version a client last saw, read from event_changes (filled by triggers, migration 0017). Every
// statement on events NOTIFYs the `agenda` topic at commit; subscribers then read past their own
// version. Versions commit in order (the statement holds the version's row from its start), so
// reading `version > since` never skips a change committed later under a lower version.
import { and, asc, eq, gt, lte } from 'drizzle-orm'
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
 * The entries changed after `since`, each once with its latest change (an entry created and then
 * changed is still CREATED for whoever has not seen it; a deletion or cancellation wins).
 */
export async function agendaChangesSince(
  db: Database,
  since: number | undefined,
): Promise<AgendaChange> {
  const version = await currentVersion(db)
  if (since === undefined || since >= version) return { version, changes: [], truncated: false }
  const rows = await db
    .select({ eventId: eventChanges.eventId, change: eventChanges.change })
    .from(eventChanges)
    .where(and(gt(eventChanges.version, since), lte(eventChanges.version, version)))
    .orderBy(asc(eventChanges.version), asc(eventChanges.id))
    .limit(AGENDA_CHANGES_MAX + 1)
  if (rows.length > AGENDA_CHANGES_MAX) return { version, changes: [], truncated: true }
  const latest = new Map<string, AgendaChangeKind>()
  for (const row of rows) {
    const before = latest.get(row.eventId)
    const kind = KINDS[row.change]
    latest.set(row.eventId, before === 'CREATED' && kind === 'CHANGED' ? before : kind)
  }
  const changes = [...latest].map(([eventId, kind]) => ({ eventId, kind }))
  return { version, changes, truncated: false }
}
