import { describe, expect, it } from 'vitest'
import { folderChangeNote } from './folder-change-note'

const karla = { id: 'u2', name: 'Karla Kollegin' }

describe('folderChangeNote', () => {
  it('names the colleague and what changed', () => {
    expect(folderChangeNote({ kind: 'ITEMS_ADDED', by: karla, count: 2 }, 'u1')).toBe(
      'Karla Kollegin hat 2 Einträge hinzugefügt',
    )
    expect(folderChangeNote({ kind: 'ITEMS_REMOVED', by: karla, count: 1 }, 'u1')).toBe(
      'Karla Kollegin hat einen Eintrag entfernt',
    )
    expect(folderChangeNote({ kind: 'RENAMED', by: karla, count: 0 }, 'u1')).toBe(
      'Karla Kollegin hat den Ordner umbenannt',
    )
    expect(folderChangeNote({ kind: 'COVERAGE_CHANGED', by: karla, count: 1 }, 'u1')).toBe(
      'Karla Kollegin hat die Berichterstattung geändert',
    )
  })

  it('says nothing of my own changes', () => {
    expect(folderChangeNote({ kind: 'ITEMS_ADDED', by: karla, count: 2 }, 'u2')).toBeNull()
  })
})
