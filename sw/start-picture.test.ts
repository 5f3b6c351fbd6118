import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_PICTURE_CACHE, type StartPicture } from '../domain/start-picture'
import { withStoredStartPicture } from './start-picture'

const ADDRESS = 'https://agenda.test/app/events/monthly?from=2027-01-01'
const SHELL =
  '<html><head><script type="module" src="/app/assets/index-1.js"></script></head><body><div id="root"></div></body></html>'
const shell = () =>
  new Response(SHELL, { headers: { 'content-type': 'text/html', 'x-shell': 'precached' } })

/** The worker's caches holding `picture` under ADDRESS in the start picture's cache. */
function cachesHolding(picture: StartPicture) {
  vi.stubGlobal('caches', {
    match: async (url: string, { cacheName }: { cacheName: string }) =>
      url === ADDRESS && cacheName === START_PICTURE_CACHE
        ? new Response(JSON.stringify(picture))
        : undefined,
  })
}

const picture = (ticketEnds = Date.now() + 60_000): StartPicture => ({
  html: '<table class="month-grid"></table>',
  styles: [],
  takenAt: Date.now(),
  ticketEnds,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the app page with the start picture', () => {
  it('carries the picture kept for exactly this address, with the shell headers', async () => {
    cachesHolding(picture())
    const page = await withStoredStartPicture(new Request(ADDRESS), shell())
    expect(await page.text()).toContain('<div id="start-picture" aria-hidden="true" inert>')
    expect(page.headers.get('x-shell')).toBe('precached')
  })

  it('is the shell alone at another address, or once its ticket has ended', async () => {
    cachesHolding(picture())
    const other = await withStoredStartPicture(new Request(`${ADDRESS}&q=Bundestag`), shell())
    expect(await other.text()).toBe(SHELL)
    cachesHolding(picture(Date.now() - 1))
    expect(await (await withStoredStartPicture(new Request(ADDRESS), shell())).text()).toBe(SHELL)
  })
})
