import { minify } from 'vite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ticketStorage } from '@/lib/auth/ticket-storage'
import { configureHttpClient, httpClient } from './http-client'
import { forgetStartRequest, rememberStartRequest } from './early-request'
import SOURCE from './early-search.js?raw'

// What the page runs: the script as the build minifies it (early-search.config.ts).
const EARLY_SEARCH = (await minify('early-search.js', SOURCE)).code

const ADDRESS = '/app/events/standard?from=2026-12-01'
const URL = '/events/api/v1/events/search'
const BODY = { filterRules: [], from: '2026-12-01', limit: 50 }

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const ticketExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'none' })}.${base64url({ exp: Date.now() / 1000 + seconds })}.signature`

const answer = (status = 200) =>
  Promise.resolve(new Response(JSON.stringify({ items: [], status }), { status }))
let network: ReturnType<typeof vi.fn<typeof fetch>>
let ticket: string

/** A start at ADDRESS: the page's head runs src/lib/http/early-search.js. */
function openPage(address = ADDRESS) {
  history.replaceState(null, '', address)
  new Function(EARLY_SEARCH)()
}

beforeEach(() => {
  localStorage.clear()
  window.agendaEarlyRequest = undefined
  network = vi.fn<typeof fetch>(() => answer())
  vi.stubGlobal('fetch', network)
  ticket = ticketExpiringIn(3600)
  ticketStorage.write(ticket)
  configureHttpClient({ getTicket: () => Promise.resolve(ticket) })
  rememberStartRequest({ address: ADDRESS, url: URL, body: JSON.stringify(BODY) })
})
afterEach(() => vi.unstubAllGlobals())

describe('the early search (src/lib/http/early-search.js)', () => {
  it('sends the search remembered for this address with the stored ticket', () => {
    openPage()
    expect(network).toHaveBeenCalledTimes(1)
    const [url, init] = network.mock.calls[0] ?? []
    expect(url).toBe(URL)
    expect(init?.body).toBe(JSON.stringify(BODY))
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${ticket}`)
  })

  it('sends nothing at another address, without a ticket, with one about to expire or after sign-out', () => {
    openPage('/app/events/list?from=2026-12-01')
    ticketStorage.write(ticketExpiringIn(2))
    openPage()
    ticketStorage.clear()
    openPage()
    ticketStorage.write(ticketExpiringIn(3600))
    forgetStartRequest()
    openPage()
    expect(network).not.toHaveBeenCalled()
    expect(window.agendaEarlyRequest).toBeUndefined()
  })
})

describe('the http client and the early search', () => {
  it('takes the early answer for the same request, once', async () => {
    openPage()
    expect(await httpClient.post(URL, BODY)).toEqual({ items: [], status: 200 })
    expect(network).toHaveBeenCalledTimes(1)
    await httpClient.post(URL, BODY)
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('sends its own request when the body or the ticket differ', async () => {
    openPage()
    await httpClient.post(URL, { ...BODY, limit: 200 })
    ticket = 'renewed'
    await httpClient.post(URL, BODY)
    expect(network).toHaveBeenCalledTimes(3)
  })

  it('asks again when the early answer was refused or failed', async () => {
    network.mockImplementationOnce(() => answer(401))
    openPage()
    expect(await httpClient.post(URL, BODY)).toEqual({ items: [], status: 200 })
    network.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    openPage()
    expect(await httpClient.post(URL, BODY)).toEqual({ items: [], status: 200 })
    expect(network).toHaveBeenCalledTimes(4)
  })
})
