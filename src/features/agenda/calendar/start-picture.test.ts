import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { START_PICTURE_CACHE, isStartPicture } from '@domain/start-picture'
import { ticketStorage } from '@/lib/auth/ticket-storage'
import { forgetUserData } from '@/offline/forget-user-data'
import { keepStartPicture } from './start-picture'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const ticketExpiringAt = (exp: number) =>
  `${base64url({ alg: 'none' })}.${base64url({ sub: 'kollegin', exp })}.signature`

/**
 * The browser's CacheStorage as far as the picture and the sign-out use it; opening a cache takes
 * `openDelayMs`, as a busy browser may.
 */
function cacheStorage(openDelayMs = 0) {
  const named = new Map<string, Map<string, string>>()
  const keyOf = (key: string | Request) => (typeof key === 'string' ? key : key.url)
  const cacheOf = (entries: Map<string, string>) => ({
    put: async (address: string, response: Response) => {
      entries.set(address, await response.text())
    },
    delete: async (key: string | Request) => entries.delete(keyOf(key)),
    keys: async () => [...entries.keys()].map((address) => new Request(address)),
  })
  return {
    named,
    keys: async () => [...named.keys()],
    delete: async (name: string) => named.delete(name),
    open: async (name: string) => {
      await new Promise((resolve) => setTimeout(resolve, openDelayMs))
      const entries = named.get(name) ?? new Map<string, string>()
      named.set(name, entries)
      return cacheOf(entries)
    },
  }
}

const ADDRESS = '/app/events/monthly?from=2027-01-01'
let root: HTMLElement

beforeEach(() => {
  // The test page links stylesheets that no server serves.
  const { happyDOM } = window as unknown as { happyDOM: { settings: object } }
  Object.assign(happyDOM.settings, {
    disableCSSFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
  })
  history.replaceState(null, '', ADDRESS)
  root = document.createElement('div')
  root.innerHTML = '<table class="month-grid"><caption>Januar 2027</caption></table>'
  document.body.append(root)
})

afterEach(() => {
  root.remove()
  document.head.querySelectorAll('link').forEach((link) => link.remove())
  ticketStorage.clear()
  vi.unstubAllGlobals()
})

describe('Monat kept as the next start picture', () => {
  it('keeps the drawn markup and stylesheets under the address, with its time and ticket end', async () => {
    const storage = cacheStorage()
    vi.stubGlobal('caches', storage)
    const exp = Math.floor(Date.now() / 1000) + 600
    ticketStorage.write(ticketExpiringAt(exp))
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/app/assets/month-view-1.css">',
    )

    await keepStartPicture(root)

    const stored = storage.named.get(START_PICTURE_CACHE)
    expect([...(stored?.keys() ?? [])]).toEqual([`${location.origin}${ADDRESS}`])
    const picture: unknown = JSON.parse(stored?.get(`${location.origin}${ADDRESS}`) ?? 'null')
    expect(isStartPicture(picture) && picture).toEqual({
      html: root.innerHTML,
      styles: ['/app/assets/month-view-1.css'],
      takenAt: expect.any(Number) as number,
      ticketEnds: exp * 1000,
    })
  })

  it('keeps the months read last, each under its address, the newest last', async () => {
    const storage = cacheStorage()
    vi.stubGlobal('caches', storage)
    ticketStorage.write(ticketExpiringAt(Math.floor(Date.now() / 1000) + 600))
    const months = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07']
    for (const month of [...months, '2027-03']) {
      history.replaceState(null, '', `/app/events/monthly?from=${month}-01`)
      await keepStartPicture(root)
    }
    const kept = [...(storage.named.get(START_PICTURE_CACHE)?.keys() ?? [])]
    expect(kept.map((address) => new URL(address).search)).toEqual(
      ['2027-02', '2027-04', '2027-05', '2027-06', '2027-07', '2027-03'].map(
        (month) => `?from=${month}-01`,
      ),
    )
  })

  it('keeps it for the address opened too, where the start only added the kept search', async () => {
    const storage = cacheStorage()
    vi.stubGlobal('caches', storage)
    ticketStorage.write(ticketExpiringAt(Math.floor(Date.now() / 1000) + 600))
    const opened = `${location.origin}/app/events/monthly?from=2027-01-01`
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: opened } as PerformanceEntry,
    ])
    history.replaceState(null, '', '/app/events/monthly?from=2027-01-01&filter=top%3Atrue')
    await keepStartPicture(root)
    history.replaceState(null, '', '/app/events/monthly?from=2027-02-01&filter=top%3Atrue')
    await keepStartPicture(root)

    expect([...(storage.named.get(START_PICTURE_CACHE)?.keys() ?? [])]).toEqual([
      opened,
      `${opened}&filter=top%3Atrue`,
      `${location.origin}/app/events/monthly?from=2027-02-01&filter=top%3Atrue`,
    ])
    vi.restoreAllMocks()
  })

  it('keeps nothing without a ticket', async () => {
    const storage = cacheStorage()
    vi.stubGlobal('caches', storage)
    await keepStartPicture(root)
    expect(storage.named.size).toBe(0)
  })

  // A picture stored as the user's data is cleared would show the last user's agenda to the next.
  it('is not stored when the user data is forgotten while it is being kept', async () => {
    const storage = cacheStorage(20)
    vi.stubGlobal('caches', storage)
    ticketStorage.write(ticketExpiringAt(Math.floor(Date.now() / 1000) + 600))

    const kept = keepStartPicture(root)
    await forgetUserData()
    await kept

    expect(storage.named.get(START_PICTURE_CACHE)?.size ?? 0).toBe(0)
    // Nor after it, in this page.
    await keepStartPicture(root)
    expect(storage.named.get(START_PICTURE_CACHE)?.size ?? 0).toBe(0)
  })
})
