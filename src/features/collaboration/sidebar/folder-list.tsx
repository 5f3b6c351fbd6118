// My folders, in the sidebar: each with its item count and members; choosing one opens it.
import { plural, type PluralForms } from '@domain/plural'
import { Icon } from '@/components/ui/icon'
import type { FolderSummaryView } from '../folder-view'

export const ITEM_COUNT: PluralForms = { one: '# Eintrag', other: '# Einträge' }

/** 'Rita Redaktion und Karla Kollegin', 'Rita Redaktion und 3 weitere'. */
export function memberNames(folder: FolderSummaryView): string {
  const names = folder.members.map((member) => member.colleague.name)
  if (names.length <= 2) return names.join(' und ')
  return `${names[0] ?? ''} und ${plural(names.length - 1, { one: '# weitere Person', other: '# weitere' })}`
}

interface FolderListProps {
  folders: readonly FolderSummaryView[]
  onOpen: (folderId: string) => void
}

export function FolderList({ folders, onOpen }: FolderListProps) {
  if (folders.length === 0) {
    return (
      <p className="collab-empty">
        Noch keine Ordner. Wählen Sie Einträge aus und sammeln Sie sie mit „In einen Ordner“, oder
        legen Sie oben einen neuen Ordner an.
      </p>
    )
  }
  return (
    <ul className="collab-folders" aria-label="Meine Ordner">
      {folders.map((folder) => (
        <li key={folder.id}>
          <button type="button" className="collab-folder" onClick={() => onOpen(folder.id)}>
            <Icon name="folder" size="small" />
            <span className="collab-folder__text">
              <span className="collab-folder__name">{folder.name}</span>
              <span className="collab-folder__meta">
                {plural(folder.itemCount, ITEM_COUNT)} · {memberNames(folder)}
              </span>
            </span>
            <Icon name="chevron-right" size="small" />
          </button>
        </li>
      ))}
    </ul>
  )
}
