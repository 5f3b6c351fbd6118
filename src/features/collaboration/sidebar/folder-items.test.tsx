import { act, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import type { FolderDetailView, FolderRole } from '../folder-view'
import { FolderItems } from './folder-items'
import { FolderList, memberNames } from './folder-list'

// happy-dom lays nothing out; the windowed list needs sizes: a sidebar 600 px high and rows of
// 100 px, as a browser would measure them.
const SIDEBAR_HEIGHT = 600
const ROW_HEIGHT = 100
function heightLikeABrowser(element: HTMLElement): number {
  if (element.hasAttribute('data-sidebar-scroll-area')) return SIDEBAR_HEIGHT
  return element.classList.contains('collab-item') ? ROW_HEIGHT : 0
}

const { container, render } = rootPerTest()
beforeEach(() => {
  // happy-dom's ResizeObserver reports empty boxes; without one, rows are measured as above.
  vi.stubGlobal('ResizeObserver', undefined)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return heightLikeABrowser(this)
  })
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return heightLikeABrowser(this)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const all = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)]
const byLabel = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)

const rita = { id: 'u1', name: 'Rita Redaktion' }
// Ahead of the test's clock (set below): the first entry's Sperrfrist still holds.
const EMBARGO = '2026-11-24T08:00:00Z'
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
          embargo: EMBARGO,
          location: { region: 'Potsdam', country: null },
        },
        addedBy: karla,
        note: 'Mit Bild',
        coverages: [
          {
            id: 'k1',
            assignee: rita,
            format: 'PHOTO',
            status: 'IN_PROGRESS',
            note: 'Ab 9 Uhr vor Ort',
          },
          { id: 'k2', assignee: karla, format: 'TEXT', status: 'CANCELLED' },
        ],
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

/** The sidebar's scroll area, as collaboration-sidebar.tsx renders it, around the entries. */
const inSidebar = (element: ReactNode) => (
  <MemoryRouter>
    <div data-sidebar-scroll-area="">{element}</div>
  </MemoryRouter>
)

const renderItems = (role: FolderRole, onRemove = vi.fn(), onCoverage = vi.fn()) =>
  render(
    inSidebar(<FolderItems folder={folder(role)} onRemove={onRemove} onCoverage={onCoverage} />),
  )

describe('FolderItems', () => {
  it('lists each entry with kind, time, place, note and who added it, linking to the event', () => {
    renderItems('READER')
    const [first, second] = all('li[data-folder-item]').map((item) => item.textContent)
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

  it('says a Sperrfrist while it holds, and drops it at its moment on an open folder', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date', 'setTimeout'] })
    renderItems('READER')
    expect(all('.collab-item__embargo').map((line) => line.textContent)).toEqual([
      'Sperrfrist bis 24.11., 09:00 Uhr',
    ])
    act(() => vi.advanceTimersByTime(20 * 3_600_000 + 1_000))
    expect(all('.collab-item__embargo')).toHaveLength(0)
    vi.useRealTimers()
  })

  it('lets owners and editors remove an entry, not readers', () => {
    const onRemove = vi.fn()
    renderItems('EDITOR', onRemove)
    act(() => byLabel('„Haushaltsdebatte“ aus dem Ordner entfernen')?.click())
    expect(onRemove).toHaveBeenCalledWith('t1')
    renderItems('READER')
    expect(all('button')).toHaveLength(0)
  })

  it('says who covers an entry, a called-off coverage struck through', () => {
    renderItems('READER')
    const lines = all('[aria-label="Wir berichten"] li')
    expect(lines.map((line) => line.textContent)).toEqual([
      'Foto · Rita Redaktion · in ArbeitAb 9 Uhr vor Ort',
      'Text · Karla Kollegin · abgesagt',
    ])
    expect(lines[1]?.className).toContain('coverage-line--cancelled')
  })

  it('lets owners and editors plan and change coverage, not readers', () => {
    const onCoverage = vi.fn()
    renderItems('EDITOR', vi.fn(), onCoverage)
    act(() => byLabel('Berichterstattung planen für „Haushaltsdebatte“')?.click())
    expect(onCoverage).toHaveBeenLastCalledWith('t1', undefined)
    act(() => byLabel('Berichterstattung ändern: Foto · Rita Redaktion · in Arbeit')?.click())
    expect(onCoverage).toHaveBeenLastCalledWith('e1', expect.objectContaining({ id: 'k1' }))
  })
})

describe('FolderItems of a large folder', () => {
  const large = (count: number): FolderDetailView => {
    const [item] = folder().items
    if (!item) throw new Error('The sample folder has entries.')
    const items = Array.from({ length: count }, (_, index) => ({
      ...item,
      id: `e${index + 1}`,
      title: `Termin ${index + 1}`,
    }))
    return { ...folder(), itemCount: count, items }
  }
  const rows = () => all('li[data-folder-item]')

  it('renders only the rows in and near the view, each announcing its place among all 500', () => {
    render(inSidebar(<FolderItems folder={large(500)} onRemove={vi.fn()} onCoverage={vi.fn()} />))
    expect(rows().length).toBeGreaterThan(0)
    expect(rows().length).toBeLessThan(20)
    expect(rows().every((row) => row.getAttribute('aria-setsize') === '500')).toBe(true)
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(container.querySelector('ol')?.getAttribute('aria-label')).toBe('Einträge in „Landtag“')
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
