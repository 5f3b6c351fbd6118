import { act } from 'react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { offerBulkActions } from '@/stores/bulk-action-sources'
import { registerBulkAction } from '@/stores/bulk-actions'
import {
  clearSelectionAtom,
  selectionScopeAtom,
  selectVisibleAtom,
  visibleEntriesAtom,
} from '@/stores/entry-selection'
import { rootPerTest } from '@/testing/test-root'
import { BulkBarSlot } from './bulk-bar-slot'

const store = getDefaultStore()
const { container, render } = rootPerTest()

beforeEach(() => {
  store.set(selectionScopeAtom, crypto.randomUUID())
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function selectOne() {
  const entry = agendaEvent({ title: 'Hafenfest' })
  await act(async () => {
    store.set(visibleEntriesAtom, [{ key: entry.id, entry }])
    store.set(selectVisibleAtom, true)
  })
  // The bar's code and the features' actions load on demand (the first import transforms
  // react-aria-components, which can take longer than waitFor's default second).
  await vi.waitFor(() => expect(container.querySelector('[aria-label="Auswahl"]')).not.toBeNull(), {
    timeout: 15_000,
  })
}

const buttons = () =>
  [...container.querySelectorAll('button')].map((button) => button.textContent.trim())

it('asks again for a feature whose actions failed to load when entries are selected anew', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const load = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockImplementation(async () => {
      registerBulkAction({
        id: 'export',
        label: 'Exportieren',
        icon: 'document',
        order: 1,
        run: vi.fn(),
      })
    })
  offerBulkActions(load)
  await act(async () => render(<BulkBarSlot />))

  await selectOne()
  expect(buttons()).not.toContain('Exportieren')

  await act(async () => store.set(clearSelectionAtom))
  await selectOne()
  await vi.waitFor(() => expect(buttons()).toContain('Exportieren'))
  expect(load).toHaveBeenCalledTimes(2)
})
