import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { calendarSubscriptionAtom } from '@/stores/agenda-export'
import type { CalendarFeed, IssuedCalendarFeed } from '@domain/calendar-export-api'
import SubscribeCalendarDialog from './subscribe-calendar-dialog'

const store = getDefaultStore()
const feed: CalendarFeed = {
  id: 'feed-1',
  kind: 'saved-search',
  targetId: 'search-1',
  name: 'Landtage',
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: '2026-11-23T06:30:00Z',
}
const link = (token: string): IssuedCalendarFeed => ({
  feed,
  url: `https://agenda.test/calendar/v1/${token}.ics`,
  webcalUrl: `webcal://agenda.test/calendar/v1/${token}.ics`,
})

/** The feeds API: a create answers `created` (or 409 when null), rotate answers a new token. */
function feedsServer(created: IssuedCalendarFeed | null) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`)
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }))
      if (url.endsWith('/rotate')) return json(link('neu'))
      if (init.method === 'GET') return json({ feeds: [feed] })
      if (created) return json(created, 201)
      return json({ code: 'feed_exists', message: 'Schon abonniert.', feed }, 409)
    }),
  )
  return calls
}

const text = () => document.body.textContent ?? ''
function press(name: string) {
  const button = [...document.body.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  )
  if (!button) throw new Error(`no button „${name}“ in: ${text()}`)
  button.click()
}

let test: ReturnType<typeof queryTestRoot>
beforeEach(() => {
  test = queryTestRoot()
  store.set(calendarSubscriptionAtom, {
    kind: 'saved-search',
    targetId: 'search-1',
    name: 'Landtage',
  })
})
afterEach(async () => {
  await test.unmount()
  store.set(calendarSubscriptionAtom, null)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('SubscribeCalendarDialog', () => {
  it('makes the link only when asked, then shows the webcal and the https link', async () => {
    const calls = feedsServer(link('geheim'))
    await test.render(<SubscribeCalendarDialog />)
    expect(text()).toContain('Gespeicherte Suche: Landtage')
    expect(calls).toEqual([])
    await test.act(() => press('Abo-Link erstellen'))
    await test.until(() => expect(text()).toContain('In Kalender-App öffnen'))
    expect(calls).toEqual(['POST /events/api/v1/calendar-feeds'])
    const webcal = document.body.querySelector<HTMLAnchorElement>('a[href^="webcal:"]')
    expect(webcal?.href).toBe('webcal://agenda.test/calendar/v1/geheim.ics')
    const field = document.body.querySelector<HTMLInputElement>('.feed-link input')
    expect(field?.value).toBe('https://agenda.test/calendar/v1/geheim.ics')
  })

  it('offers to replace the link of a calendar subscribed before, saying the old one stops', async () => {
    const calls = feedsServer(null)
    await test.render(<SubscribeCalendarDialog />)
    await test.act(() => press('Abo-Link erstellen'))
    await test.until(() => expect(text()).toContain('bereits abonniert'))
    expect(text()).toContain('zuletzt abgerufen am 23. November 2026 um 07:30 Uhr')
    expect(text()).toContain('der alte funktioniert dann nicht mehr')
    await test.act(() => press('Neuen Link erstellen'))
    await test.until(() => expect(text()).toContain('In Kalender-App öffnen'))
    expect(calls).toContain('POST /events/api/v1/calendar-feeds/feed-1/rotate')
    expect(document.body.querySelector('.feed-link input')).toHaveProperty(
      'value',
      'https://agenda.test/calendar/v1/neu.ics',
    )
  })

  it('cannot make a link offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    feedsServer(link('x'))
    await test.render(<SubscribeCalendarDialog />)
    expect(text()).toContain('Exportieren braucht eine Verbindung zum Server')
    const make = [...document.body.querySelectorAll('button')].find(
      (button) => button.textContent === 'Abo-Link erstellen',
    )
    expect(make?.disabled).toBe(true)
  })
})
