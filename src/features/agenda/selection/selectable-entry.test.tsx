import { act } from 'react'
import { getDefaultStore } from 'jotai'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { agendaEvent } from '@/testing/agenda-event-factory'
import {
  selectionAtom,
  selectionScopeAtom,
  visibleEntriesAtom,
  type EntryOccurrence,
} from '@/stores/entry-selection'
import { rootPerTest } from '@/testing/test-root'
import { EventEntry } from '../feed/event-entry'
import { SelectableEntry } from './selectable-entry'

const store = getDefaultStore()
const events = ['A', 'B', 'C'].map((title) => agendaEvent({ title }))
const occurrences: EntryOccurrence[] = events.map((entry) => ({ key: entry.id, entry }))

const { container, render } = rootPerTest()
/** The address shown, to tell whether the detail opened. */
function Path() {
  return <output>{useLocation().pathname}</output>
}
const pathname = () => container.querySelector('output')?.textContent

beforeEach(async () => {
  store.set(selectionScopeAtom, crypto.randomUUID())
  store.set(visibleEntriesAtom, occurrences)
  await act(async () =>
    render(
      <MemoryRouter initialEntries={['/events/standard']}>
        <Path />
        {events.map((event) => (
          <SelectableEntry key={event.id} occurrence={{ key: event.id, entry: event }}>
            <EventEntry event={event} day={null} variant="row" />
          </SelectableEntry>
        ))}
      </MemoryRouter>,
    ),
  )
})

const checkbox = (title: string) => {
  const box = container.querySelector<HTMLInputElement>(`input[aria-label="Auswählen: ${title}"]`)
  if (!box) throw new Error(`no checkbox for ${title}`)
  return box
}
const selectedTitles = () => [...store.get(selectionAtom).values()].map((entry) => entry.title)
const click = async (title: string, shiftKey = false) => {
  await act(async () => {
    checkbox(title).dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey }))
  })
}

describe('an entry with its checkbox', () => {
  it('is selected by its checkbox, named with the title, without opening the detail', async () => {
    await click('B')
    expect(selectedTitles()).toEqual(['B'])
    expect(checkbox('B').checked).toBe(true)
    expect(pathname()).toBe('/events/standard')
  })

  it('selects the run between two clicks when Shift is held', async () => {
    await click('A')
    await click('C', true)
    expect(selectedTitles()).toEqual(['A', 'B', 'C'])
  })

  it('is toggled by Space on the focused entry', async () => {
    const link = container.querySelector<HTMLElement>('[data-entry]')
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })
    await act(async () => link?.dispatchEvent(space))
    expect(selectedTitles()).toEqual(['A'])
    expect(space.defaultPrevented).toBe(true)
  })
})
