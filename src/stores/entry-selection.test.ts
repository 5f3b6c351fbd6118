import { beforeEach, describe, expect, it } from 'vitest'
import { createStore } from 'jotai'
import { agendaEvent } from '@/testing/agenda-event-factory'
import {
  clearSelectionAtom,
  selectionAtom,
  selectionScopeAtom,
  selectVisibleAtom,
  toggleEntryAtom,
  visibleEntriesAtom,
  visibleSelectionAtom,
  type EntryOccurrence,
} from './entry-selection'

/** An entry drawn on each of `days`, as the lists draw an entry of several days. */
function drawnOn(title: string, ...days: string[]): EntryOccurrence[] {
  const entry = agendaEvent({ title })
  return days.map((day) => ({ key: `${entry.id}@${day}`, entry }))
}

let store: ReturnType<typeof createStore>
const selectedTitles = () => [...store.get(selectionAtom).values()].map((entry) => entry.title)
const click = (occurrence: EntryOccurrence | undefined, extend = false) => {
  if (!occurrence) throw new Error('no such occurrence')
  store.set(toggleEntryAtom, { occurrence, extend })
}

// Monday: A, the fair (Mon–Wed), B; Tuesday: the fair again, C; Wednesday: the fair, D.
const a = drawnOn('A', 'mon')
const fair = drawnOn('Messe', 'mon', 'tue', 'wed')
const b = drawnOn('B', 'mon')
const c = drawnOn('C', 'tue')
const d = drawnOn('D', 'wed')
const order = [a[0], fair[0], b[0], fair[1], c[0], fair[2], d[0]].filter(
  (occurrence): occurrence is EntryOccurrence => occurrence !== undefined,
)

beforeEach(() => {
  store = createStore()
  store.set(selectionScopeAtom, 'standard|this week')
  store.set(visibleEntriesAtom, order)
})

describe('the entry selection', () => {
  it('toggles an entry on and off by its id', () => {
    click(a[0])
    click(c[0])
    expect(selectedTitles()).toEqual(['A', 'C'])
    click(a[0])
    expect(selectedTitles()).toEqual(['C'])
  })

  it('treats every day of an entry of several days as the same entry', () => {
    click(fair[0])
    expect(selectedTitles()).toEqual(['Messe'])
    click(fair[2])
    expect(selectedTitles()).toEqual([])
  })

  it('keeps only what actions need of an entry', () => {
    click(a[0])
    expect(Object.keys(store.get(selectionAtom).get(a[0]?.entry.id ?? '') ?? {}).sort()).toEqual([
      'endTime',
      'id',
      'isWholeDay',
      'kind',
      'startTime',
      'title',
    ])
  })

  describe('with Shift', () => {
    it('selects the run from the last toggled entry, in the order drawn', () => {
      click(b[0])
      click(d[0], true)
      expect(selectedTitles()).toEqual(['B', 'Messe', 'C', 'D'])
    })

    it('runs backwards as well', () => {
      click(c[0])
      click(a[0], true)
      expect(selectedTitles()).toEqual(['C', 'A', 'Messe', 'B'])
    })

    it('starts the run at the very row clicked, not at the first row of the same entry', () => {
      // The fair clicked on Wednesday: a run up to D covers only what lies between.
      click(fair[2])
      click(d[0], true)
      expect(selectedTitles()).toEqual(['Messe', 'D'])
    })

    it('gives the whole run the new state of the entry clicked', () => {
      store.set(selectVisibleAtom, true)
      click(b[0])
      click(d[0], true)
      expect(selectedTitles()).toEqual(['A'])
    })

    it('toggles the entry alone when there is no anchor yet', () => {
      click(c[0], true)
      expect(selectedTitles()).toEqual(['C'])
    })

    it('toggles the entry alone when the anchor is no longer drawn', () => {
      click(a[0])
      store.set(visibleEntriesAtom, order.slice(1))
      click(d[0], true)
      expect(selectedTitles()).toEqual(['A', 'D'])
    })
  })

  it('selects every visible entry once, and deselects them again', () => {
    store.set(selectVisibleAtom, true)
    expect(selectedTitles()).toEqual(['A', 'Messe', 'B', 'C', 'D'])
    expect(store.get(visibleSelectionAtom)).toEqual({ selected: 5, visible: 5 })
    store.set(selectVisibleAtom, false)
    expect(selectedTitles()).toEqual([])
  })

  it('leaves selected entries outside the view alone when selecting the visible ones', () => {
    click(d[0])
    store.set(
      visibleEntriesAtom,
      [a[0], b[0]].filter((o) => o !== undefined),
    )
    expect(store.get(visibleSelectionAtom)).toEqual({ selected: 0, visible: 2 })
    store.set(selectVisibleAtom, true)
    store.set(selectVisibleAtom, false)
    expect(selectedTitles()).toEqual(['D'])
  })

  it('clears everything', () => {
    store.set(selectVisibleAtom, true)
    store.set(clearSelectionAtom)
    expect(selectedTitles()).toEqual([])
  })

  it('empties when the scope changes (another search, range, view or account)', () => {
    click(a[0])
    store.set(selectionScopeAtom, 'standard|this week')
    expect(selectedTitles()).toEqual(['A'])
    store.set(selectionScopeAtom, 'standard|this week, Landtag')
    expect(selectedTitles()).toEqual([])
  })

  it('does not bring a selection back when the reader returns to a scope', () => {
    click(a[0])
    store.set(selectionScopeAtom, 'list|this week')
    store.set(selectionScopeAtom, 'standard|this week')
    expect(selectedTitles()).toEqual([])
  })

  it('empties when the feed is left', () => {
    click(a[0])
    store.set(selectionScopeAtom, null)
    expect(selectedTitles()).toEqual([])
  })
})
