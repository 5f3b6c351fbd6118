import { describe, expect, it } from 'vitest'
import type { FolderChangedSubscription } from '../api/generated/operations'
import { concernsEntry } from './concerns-entry'

type FolderChange = NonNullable<FolderChangedSubscription['folderChanged']>
const change = (fields: Partial<FolderChange>) =>
  ({
    kind: 'COVERAGE_CHANGED',
    changedItems: null,
    removedItemIds: null,
    ...fields,
  }) as FolderChange
const item = (id: string) => ({ id }) as NonNullable<FolderChange['changedItems']>[number]

describe('concernsEntry', () => {
  it("reads again for this entry's coverage, not another's", () => {
    expect(concernsEntry(change({ changedItems: [item('e1')] }), 'e1')).toBe(true)
    expect(concernsEntry(change({ changedItems: [item('e2')] }), 'e1')).toBe(false)
  })

  it('reads again when the entry is taken out, not when another is', () => {
    const removed = (ids: string[]) => change({ kind: 'ITEMS_REMOVED', removedItemIds: ids })
    expect(concernsEntry(removed(['e1']), 'e1')).toBe(true)
    expect(concernsEntry(removed(['e2']), 'e1')).toBe(false)
  })

  it('reads again when the notice could not name its entries', () => {
    expect(concernsEntry(change({}), 'e1')).toBe(true)
    expect(concernsEntry(change({ kind: 'ITEMS_REMOVED' }), 'e1')).toBe(true)
  })

  it('reads again when my role or the folder changes, not for a name or other entries added', () => {
    expect(concernsEntry(change({ kind: 'MEMBERS_CHANGED' }), 'e1')).toBe(true)
    expect(concernsEntry(change({ kind: 'DELETED' }), 'e1')).toBe(true)
    expect(concernsEntry(change({ kind: 'RENAMED' }), 'e1')).toBe(false)
    expect(concernsEntry(change({ kind: 'ITEMS_ADDED' }), 'e1')).toBe(false)
  })
})
