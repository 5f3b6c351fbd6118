// The short note the sidebar shows when a colleague changes a folder I have open
// (docs/product.md#folders): „Karla Kollegin hat 2 Einträge hinzugefügt“.
import { plural } from '@domain/plural'
import type { ColleagueView } from '../folder-view'

export type FolderChangeKind =
  'ITEMS_ADDED' | 'ITEMS_REMOVED' | 'RENAMED' | 'MEMBERS_CHANGED' | 'DELETED' | 'COVERAGE_CHANGED'

export interface FolderChangeView {
  kind: FolderChangeKind
  by: ColleagueView
  count: number
}

const entries = (count: number) => plural(count, { one: 'einen Eintrag', other: '# Einträge' })

const WHAT: Readonly<Record<FolderChangeKind, (count: number) => string>> = {
  ITEMS_ADDED: (count) => `${entries(count)} hinzugefügt`,
  ITEMS_REMOVED: (count) => `${entries(count)} entfernt`,
  RENAMED: () => 'den Ordner umbenannt',
  MEMBERS_CHANGED: () => 'die Mitglieder geändert',
  DELETED: () => 'den Ordner gelöscht',
  COVERAGE_CHANGED: () => 'die Berichterstattung geändert',
}

/** The note for a change, or null for my own: I know what I just did. */
export function folderChangeNote(change: FolderChangeView, myId: string): string | null {
  if (change.by.id === myId) return null
  return `${change.by.name} hat ${WHAT[change.kind](change.count)}`
}
