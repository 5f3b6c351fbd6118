import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import type { CalendarFeed } from '@domain/calendar-export-api'
import CalendarFeedsSettings from './calendar-feeds-settings'

const folderFeed: CalendarFeed = {
  id: 'feed-2',
  kind: 'folder',
  targetId: 'folder-1',
  name: 'Landtag morgen',
  createdAt: '2026-11-02T09:00:00Z',
  lastUsedAt: null,
}

/** The feeds API over one feed; a revoke takes it out of the list. */
function feedsServer() {
  let feeds = [folderFeed]
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`)
      const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)))
      if (init.method === 'DELETE') {
        feeds = []
        return Promise.resolve(new Response(null, { status: 204 }))
      }
      if (url.endsWith('/rotate'))
        return json({
          feed: folderFeed,
          url: 'https://agenda.test/calendar/v1/neu.ics',
          webcalUrl: 'webcal://agenda.test/calendar/v1/neu.ics',
        })
      return json({ feeds })
    }),
  )
  return calls
}

const text = () => test.container.textContent ?? ''
const button = (name: string) => {
  const found = [...test.container.querySelectorAll('button')].find(
    (one) => one.textContent === name,
  )
  if (!found) throw new Error(`no button „${name}“ in: ${text()}`)
  return found
}

let test: ReturnType<typeof queryTestRoot>
beforeEach(() => {
  test = queryTestRoot()
})
afterEach(async () => {
  await test.unmount()
  vi.unstubAllGlobals()
})

describe('CalendarFeedsSettings', () => {
  it('lists each calendar with what it shows and its last use', async () => {
    feedsServer()
    await test.render(<CalendarFeedsSettings />)
    await test.until(() => expect(text()).toContain('Landtag morgen'))
    expect(text()).toContain('Ordner · seit 2. November 2026 · noch nie abgerufen')
  })

  it('replaces a link and shows the new one once', async () => {
    const calls = feedsServer()
    await test.render(<CalendarFeedsSettings />)
    await test.until(() => expect(text()).toContain('Landtag morgen'))
    await test.act(() => button('Neuen Link erstellen').click())
    await test.until(() => expect(text()).toContain('In Kalender-App öffnen'))
    expect(calls).toContain('POST /events/api/v1/calendar-feeds/feed-2/rotate')
  })

  it('ends a subscription only on the second press', async () => {
    const calls = feedsServer()
    await test.render(<CalendarFeedsSettings />)
    await test.until(() => expect(text()).toContain('Landtag morgen'))
    await test.act(() => button('Abo beenden').click())
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false)
    await test.act(() => button('Wirklich beenden?').click())
    await test.until(() => expect(text()).toContain('Noch keine Abos.'))
    expect(calls).toContain('DELETE /events/api/v1/calendar-feeds/feed-2')
  })
})
