// The planned coverage an agenda PDF prints under its entries: only from the folders of the user who
// asks for it, never another's (a folder's plans are its members' business), in one query.
import { describeCoverage } from '../../../domain/coverage'
import type { DatabaseHandle } from '../../db/database'
import { colleagueOf } from '../../graphql/colleague'

interface PdfCoverageRow {
  event_id: string
  folder_id: string
  folder_name: string
  assignee_id: string
  assignee_name: string | null
  format: string
  status: string
}

interface FolderCoverages {
  name: string
  coverages: string[]
}

/** „Text · Rita Roth · geplant, Foto · Anna Alt · in Arbeit (Ordner „Politik“)“. */
const folderPart = ({ name, coverages }: FolderCoverages) =>
  `${coverages.join(', ')} (Ordner „${name}“)`

/** One entry's line: its folders by name, each with its coverages, oldest first. */
const coverageLine = (folders: Iterable<FolderCoverages>) =>
  [...folders]
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map(folderPart)
    .join('; ')

/** The rows by entry, then by folder; the rows' order (oldest first) stays within a folder. */
function byEntryAndFolder(
  rows: readonly PdfCoverageRow[],
): Map<string, Map<string, FolderCoverages>> {
  const entries = new Map<string, Map<string, FolderCoverages>>()
  for (const row of rows) {
    const folders = entries.get(row.event_id) ?? new Map<string, FolderCoverages>()
    const folder = folders.get(row.folder_id) ?? { name: row.folder_name, coverages: [] }
    const assignee = colleagueOf(row.assignee_id, row.assignee_name, null)
    folder.coverages.push(describeCoverage({ ...row, assignee }))
    folders.set(row.folder_id, folder)
    entries.set(row.event_id, folders)
  }
  return entries
}

/**
 * Each entry's coverage in the user's folders, as the PDF prints it after „Wir berichten:“; entries
 * without any are not in the map.
 */
export async function coverageLinesOf(
  database: DatabaseHandle,
  userId: string,
  eventIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await database.query<PdfCoverageRow>(
    `SELECT c.event_id, c.folder_id, f.name AS folder_name, c.assignee_id, u.name AS assignee_name,
            c.format, c.status
     FROM folder_item_coverages c
     JOIN folder_members m ON m.folder_id = c.folder_id AND m.user_id = $2
     JOIN folders f ON f.id = c.folder_id
     LEFT JOIN users u ON u.id = c.assignee_id
     WHERE c.event_id = ANY($1::text[])
     ORDER BY c.created_at, c.id`,
    [[...new Set(eventIds)], userId],
  )
  const lines = new Map<string, string>()
  for (const [eventId, folders] of byEntryAndFolder(rows)) {
    lines.set(eventId, coverageLine(folders.values()))
  }
  return lines
}
