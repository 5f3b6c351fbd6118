import { beforeEach, describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { agendaEvent } from '@/testing/agenda-event-factory'
import {
  bulkActionsAtom,
  registerBulkAction,
  shownBulkActions,
  type BulkAction,
  type BulkActionContext,
} from './bulk-actions'

function anAction(overrides: Partial<BulkAction> & Pick<BulkAction, 'id'>): BulkAction {
  return { label: overrides.id, icon: 'document', order: 100, run: () => undefined, ...overrides }
}

let store: ReturnType<typeof createStore>
const ids = () => store.get(bulkActionsAtom).map((action) => action.id)

beforeEach(() => {
  store = createStore()
})

describe('the bulk action registry', () => {
  it('lists the actions by their order, then by label', () => {
    registerBulkAction(anAction({ id: 'print', label: 'Drucken', order: 300 }), store)
    registerBulkAction(anAction({ id: 'folder', label: 'In einen Ordner', order: 100 }), store)
    registerBulkAction(anAction({ id: 'pdf', label: 'Als PDF', order: 200 }), store)
    registerBulkAction(anAction({ id: 'ics', label: 'Als Kalender', order: 200 }), store)
    expect(ids()).toEqual(['folder', 'ics', 'pdf', 'print'])
  })

  it('takes an action out again', () => {
    const unregister = registerBulkAction(anAction({ id: 'print' }), store)
    registerBulkAction(anAction({ id: 'folder' }), store)
    unregister()
    expect(ids()).toEqual(['folder'])
  })

  it('replaces an action registered again under its id, and keeps the newer one', () => {
    const unregisterOld = registerBulkAction(anAction({ id: 'print', label: 'Alt' }), store)
    registerBulkAction(anAction({ id: 'print', label: 'Drucken' }), store)
    unregisterOld()
    expect(store.get(bulkActionsAtom).map((action) => action.label)).toEqual(['Drucken'])
  })
})

describe('the actions shown for a selection', () => {
  const favourite = agendaEvent({ title: 'Favorit' })
  const other = agendaEvent({ title: 'Anderer' })
  const favourites = new Set([favourite.id])
  const allFavourites = ({ entries }: BulkActionContext) =>
    entries.every((entry) => favourites.has(entry.id))
  const actions = [
    anAction({ id: 'favour', hidden: allFavourites }),
    anAction({ id: 'unfavour', hidden: (context) => !allFavourites(context) }),
    anAction({
      id: 'export',
      unavailable: ({ online }) => (online ? null : 'Exportieren braucht eine Verbindung.'),
    }),
  ]
  const shown = (context: BulkActionContext) =>
    shownBulkActions(actions, context).map(({ action, unavailableReason }) => [
      action.id,
      unavailableReason,
    ])

  it('leaves out what is hidden for these entries', () => {
    expect(shown({ entries: [favourite, other], online: true })).toEqual([
      ['favour', null],
      ['export', null],
    ])
    expect(shown({ entries: [favourite], online: true })).toEqual([
      ['unfavour', null],
      ['export', null],
    ])
  })

  it('says why an action cannot run now', () => {
    expect(shown({ entries: [other], online: false })).toEqual([
      ['favour', null],
      ['export', 'Exportieren braucht eine Verbindung.'],
    ])
  })
})
