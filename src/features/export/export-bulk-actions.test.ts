import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { bulkActionsAtom, shownBulkActions } from '@/stores/bulk-actions'
import { registerExportActions } from './export-bulk-actions'
import { EXPORT_NEEDS_CONNECTION } from './export-messages'

describe('registerExportActions', () => {
  it('adds the calendar and PDF exports after collaboration, unavailable offline', () => {
    const store = createStore()
    const unregister = registerExportActions(store)
    const actions = store.get(bulkActionsAtom)
    expect(actions.map(({ label, order }) => [label, order])).toEqual([
      ['Als Kalender (ICS)', 200],
      ['Als PDF', 210],
    ])
    const offline = shownBulkActions(actions, { entries: [], online: false })
    expect(offline.map(({ unavailableReason }) => unavailableReason)).toEqual([
      EXPORT_NEEDS_CONNECTION,
      EXPORT_NEEDS_CONNECTION,
    ])
    const online = shownBulkActions(actions, { entries: [], online: true })
    expect(online.map(({ unavailableReason }) => unavailableReason)).toEqual([null, null])
    unregister()
    expect(store.get(bulkActionsAtom)).toEqual([])
  })
})
