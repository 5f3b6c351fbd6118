// The entries the reader has selected in the classic views, for the bulk bar's actions
// (docs/product.md#selection). A selection belongs to one scope (account, view, range, search):
// entering another scope or leaving the feed empties it.
import { atom } from 'jotai'
import type { DayEntry } from '@domain/events-api'

/** What an action learns of a selected entry without reading it again. */
export type SelectedEntry = Pick<
  DayEntry,
  'id' | 'kind' | 'title' | 'startTime' | 'endTime' | 'isWholeDay'
>

/**
 * One place an entry is drawn. An entry of several days is drawn once per day under the same id;
 * `key` tells those places apart, so a Shift range runs from the very row that was clicked.
 */
export interface EntryOccurrence {
  key: string
  entry: SelectedEntry
}

interface SelectionState {
  scope: string | null
  /** By id, in the order they were selected. */
  entries: ReadonlyMap<string, SelectedEntry>
  /** The occurrence toggled last: where a Shift range starts. */
  anchor: string | null
}

const EMPTY: SelectionState = { scope: null, entries: new Map(), anchor: null }

const selectionStateAtom = atom<SelectionState>(EMPTY)

/** The selected entries by id. */
export const selectionAtom = atom((get) => get(selectionStateAtom).entries)

/**
 * The entries the current view shows, in the order drawn, multi-day entries once per day. The
 * view writes it; ranges and „Alle sichtbaren auswählen“ read it.
 */
export const visibleEntriesAtom = atom<readonly EntryOccurrence[]>([])

/** Enters a scope: another scope than the current one starts empty; null leaves the feed. */
export const selectionScopeAtom = atom(null, (get, set, scope: string | null) => {
  if (get(selectionStateAtom).scope !== scope) set(selectionStateAtom, { ...EMPTY, scope })
})

export const clearSelectionAtom = atom(null, (get, set) => {
  set(selectionStateAtom, { ...EMPTY, scope: get(selectionStateAtom).scope })
})

/** The entries drawn from one occurrence to another, both included, in the order drawn. */
export function occurrencesBetween(
  order: readonly EntryOccurrence[],
  fromKey: string,
  toKey: string,
): EntryOccurrence[] {
  const from = order.findIndex((occurrence) => occurrence.key === fromKey)
  const to = order.findIndex((occurrence) => occurrence.key === toKey)
  if (from < 0 || to < 0) return []
  return order.slice(Math.min(from, to), Math.max(from, to) + 1)
}

function withSelected(
  entries: ReadonlyMap<string, SelectedEntry>,
  changed: readonly SelectedEntry[],
  selected: boolean,
): Map<string, SelectedEntry> {
  const next = new Map(entries)
  for (const { id, kind, title, startTime, endTime, isWholeDay } of changed) {
    // Only these fields: the views hand in whole entries, which the selection need not hold.
    if (selected) next.set(id, { id, kind, title, startTime, endTime, isWholeDay })
    else next.delete(id)
  }
  return next
}

interface ToggleRequest {
  occurrence: EntryOccurrence
  /** Shift held: the whole run from the last toggled occurrence takes this one's new state. */
  extend: boolean
}

export const toggleEntryAtom = atom(null, (get, set, { occurrence, extend }: ToggleRequest) => {
  const state = get(selectionStateAtom)
  const selected = !state.entries.has(occurrence.entry.id)
  const range =
    extend && state.anchor
      ? occurrencesBetween(get(visibleEntriesAtom), state.anchor, occurrence.key)
      : []
  // Without an anchor still drawn, Shift toggles this entry alone.
  const changed = range.length > 0 ? range.map(({ entry }) => entry) : [occurrence.entry]
  set(selectionStateAtom, {
    ...state,
    entries: withSelected(state.entries, changed, selected),
    anchor: occurrence.key,
  })
})

/** Selects (true) or deselects (false) every entry the view shows; others stay as they are. */
export const selectVisibleAtom = atom(null, (get, set, selected: boolean) => {
  const state = get(selectionStateAtom)
  const visible = get(visibleEntriesAtom).map(({ entry }) => entry)
  set(selectionStateAtom, { ...state, entries: withSelected(state.entries, visible, selected) })
})

/** How many of the entries the view shows are selected, of how many (each entry counted once). */
export const visibleSelectionAtom = atom((get) => {
  const entries = get(selectionAtom)
  const ids = new Set(get(visibleEntriesAtom).map(({ entry }) => entry.id))
  let selected = 0
  for (const id of ids) if (entries.has(id)) selected++
  return { selected, visible: ids.size }
})
