import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FolderDetailView, FolderRole } from '../folder-view'
import { FolderItems } from './folder-items'
import { FolderList, memberNames } from './folder-list'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const render = (element: ReactNode) => act(() => root.render(element))
const all = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)]
const byLabel = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)

const rita = { id: 'u1', name: 'Rita Redaktion' }
const karla = { id: 'u2', name: 'Karla Kollegin' }

function folder(myRole: FolderRole = 'OWNER'): FolderDetailView {
  return {
    id: 'f1',
    name: 'Landtag',
    myRole,
    itemCount: 2,
    members: [
      { colleague: rita, role: 'OWNER' },
      { colleague: karla, role: 'EDITOR' },
    ],
    items: [
      {
        id: 'e1',
        type: 'EVENT',
        title: 'Pressekonferenz der Landesregierung',
        eventMetadata: {
          startTime: '2026-11-24T09:00:00Z',
          endTime: '2026-11-24T10:00:00Z',
          isWholeDay: false,
          location: { region: 'Potsdam', country: null },
        },
        addedBy: karla,
        note: 'Mit Bild',
      },
      {
        id: 't1',
        type: 'TOPIC',
        title: 'Haushaltsdebatte',
        topicMetadata: {
          startTime: '2026-11-24T23:00:00Z',
          endTime: '2026-11-25T23:00:00Z',
          isWholeDay: true,
          location: { region: 'Paris', country: 'Frankreich' },
        },
        addedBy: rita,
      },
    ],
  }
}

const renderItems = (role: FolderRole, onRemove = vi.fn()) =>
  render(
    <MemoryRouter>
      <FolderItems folder={folder(role)} onRemove={onRemove} />
    </MemoryRouter>,
  )

describe('FolderItems', () => {
  it('lists each entry with kind, time, place, note and who added it, linking to the event', () => {
    renderItems('READER')
    const [first, second] = all('li').map((item) => item.textContent)
    expect(first).toContain('TerminDi., 24.11., 10:00–11:00')
    expect(first).toContain('Potsdam')
    expect(first).toContain('Mit Bild')
    expect(first).toContain('Hinzugefügt von Karla Kollegin')
    const link = container.querySelector('li a')
    expect(link?.textContent).toBe('Pressekonferenz der Landesregierung')
    expect(link?.getAttribute('href')).toBe('/events/standard/detail/e1')
    expect(second).toContain('ThemaMi., 25.11., ganztägig')
    expect(second).toContain('Paris, Frankreich')
  })

  it('lets owners and editors remove an entry, not readers', () => {
    const onRemove = vi.fn()
    renderItems('EDITOR', onRemove)
    act(() => byLabel('„Haushaltsdebatte“ aus dem Ordner entfernen')?.click())
    expect(onRemove).toHaveBeenCalledWith('t1')
    renderItems('READER')
    expect(all('button')).toHaveLength(0)
  })
})

describe('FolderList', () => {
  it('shows each folder with its count and members and opens it', () => {
    const onOpen = vi.fn()
    render(<FolderList folders={[folder()]} onOpen={onOpen} />)
    const [button] = all('button')
    expect(button?.textContent).toBe('Landtag2 Einträge · Rita Redaktion und Karla Kollegin')
    act(() => button?.click())
    expect(onOpen).toHaveBeenCalledWith('f1')
  })

  it('says how to start when there is no folder', () => {
    render(<FolderList folders={[]} onOpen={vi.fn()} />)
    expect(container.textContent).toContain('Noch keine Ordner')
  })

  it('shortens long member lists', () => {
    const many = {
      ...folder(),
      members: [rita, karla, rita, karla].map((colleague) => ({
        colleague,
        role: 'READER' as const,
      })),
    }
    expect(memberNames(many)).toBe('Rita Redaktion und 3 weitere')
  })
})
