import { act } from 'react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { agendaEvent } from '@/testing/agenda-event-factory'
import { registerBulkAction, type BulkAction } from '@/stores/bulk-actions'
import {
  selectionAtom,
  selectionScopeAtom,
  selectVisibleAtom,
  visibleEntriesAtom,
  type SelectedEntry,
} from '@/stores/entry-selection'
import { messageBarAtom } from '@/stores/message-bar'
import { rootPerTest } from '@/testing/test-root'
import BulkBar from './bulk-bar'

const store = getDefaultStore()
const { container, render } = rootPerTest()
let unregister: (() => void)[] = []

beforeEach(() => {
  store.set(selectionScopeAtom, crypto.randomUUID())
  store.set(messageBarAtom, null)
})
afterEach(() => {
  for (const remove of unregister) remove()
  unregister = []
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function select(...titles: string[]): SelectedEntry[] {
  const entries = titles.map((title) => agendaEvent({ title }))
  store.set(
    visibleEntriesAtom,
    entries.map((entry) => ({ key: entry.id, entry })),
  )
  store.set(selectVisibleAtom, true)
  return entries
}

function register(action: Partial<BulkAction> & Pick<BulkAction, 'id' | 'label'>) {
  unregister.push(registerBulkAction({ icon: 'document', order: 100, run: vi.fn(), ...action }))
}

async function renderBar() {
  await act(async () => render(<BulkBar />))
}

const buttons = () =>
  [...container.querySelectorAll('button')].map((button) => button.textContent.trim())
const buttonNamed = (name: string) => {
  const button = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent.trim() === name,
  )
  if (!button) throw new Error(`no button „${name}“ in ${buttons().join(', ')}`)
  return button
}
const press = async (name: string) => {
  await act(async () => buttonNamed(name).click())
}

describe('the bulk bar', () => {
  it('is a toolbar that counts the selected entries in German', async () => {
    select('A')
    await renderBar()
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe('Auswahl')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('1 Termin ausgewählt')
    await act(async () => select('A', 'B', 'C'))
    expect(container.querySelector('[role="status"]')?.textContent).toBe('4 Termine ausgewählt')
  })

  it('offers only „Auswahl aufheben“ while no feature has registered an action', async () => {
    select('A')
    await renderBar()
    expect(buttons()).toEqual(['Auswahl aufheben'])
    await press('Auswahl aufheben')
    expect(store.get(selectionAtom).size).toBe(0)
  })

  it('draws the registered actions in order and runs one on the selected entries', async () => {
    const run = vi.fn()
    register({ id: 'print', label: 'Drucken', order: 300 })
    register({ id: 'folder', label: 'In einen Ordner', order: 100, run })
    register({ id: 'unfavour', label: 'Favorit entfernen', hidden: () => true })
    const entries = select('A', 'B')
    await renderBar()
    expect(buttons()).toEqual(['In einen Ordner', 'Drucken', 'Auswahl aufheben'])
    await press('In einen Ordner')
    expect(run).toHaveBeenCalledWith(entries.map(({ id }) => expect.objectContaining({ id })))
  })

  it('says why an action cannot run now instead of running it', async () => {
    const run = vi.fn()
    register({ id: 'ics', label: 'Exportieren', run, unavailable: () => 'Braucht Verbindung.' })
    select('A')
    await renderBar()
    expect(buttonNamed('Exportieren').getAttribute('aria-disabled')).toBe('true')
    await press('Exportieren')
    expect(run).not.toHaveBeenCalled()
    expect(store.get(messageBarAtom)?.text).toBe('Braucht Verbindung.')
  })

  it('reports an action that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    register({ id: 'folder', label: 'In einen Ordner', run: () => Promise.reject(Error('down')) })
    select('A')
    await renderBar()
    await press('In einen Ordner')
    expect(store.get(messageBarAtom)).toMatchObject({
      type: 'error',
      text: '„In einen Ordner“ hat nicht geklappt. Bitte erneut versuchen.',
    })
  })

  it('puts the actions into a menu on a narrow bar when they are more than one', async () => {
    // A phone, or a desktop column squeezed by the folders sidebar: the bar measures itself.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report()
        }
        disconnect() {}
      },
    )
    register({ id: 'folder', label: 'In einen Ordner' })
    register({ id: 'print', label: 'Drucken', order: 300 })
    select('A')
    await renderBar()
    expect(buttons()).toEqual(['Aktionen', 'Auswahl aufheben'])
  })

  describe('Escape', () => {
    const escape = async (target: Element = document.body) => {
      await act(async () => {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      })
    }

    it('clears the selection', async () => {
      select('A', 'B')
      await renderBar()
      await escape()
      expect(store.get(selectionAtom).size).toBe(0)
    })

    it('leaves it to a field being typed in', async () => {
      select('A')
      await renderBar()
      const field = document.createElement('input')
      document.body.append(field)
      await escape(field)
      field.remove()
      expect(store.get(selectionAtom).size).toBe(1)
    })

    it('leaves it to an open dialog, such as the detail', async () => {
      select('A')
      await renderBar()
      const detail = document.createElement('div')
      detail.setAttribute('role', 'dialog')
      document.body.append(detail)
      await escape()
      detail.remove()
      expect(store.get(selectionAtom).size).toBe(1)
    })
  })
})
