// The agenda's data routes: search, day summary, event detail and news items, each network first with a short
// timeout, falling back to the last answer seen so an offline reload shows the last agenda.
import { NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { USER_DATA_CACHE_PREFIX } from '@domain/offline-contract'
import { markAnswerSource, onlyJsonAnswers } from './offline-mark'
import { NetworkFirstByBody } from './network-first-by-body'

const NETWORK_TIMEOUT_SECONDS = 3

const agendaPlugins = (maxEntries: number) => [
  onlyJsonAnswers,
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
  // Last, so it marks only what the other plugins let through.
  markAnswerSource,
]

export const isEventSearch = (url: URL) => url.pathname === '/events/api/v1/events/search'
export const isDaySummary = (url: URL) => url.pathname === '/events/api/v1/events/day-summary'
export const isEventDetail = (url: URL) => /^\/events\/api\/v1\/events\/[^/]+$/.test(url.pathname)
export const isNewsItem = (url: URL) => /^\/eventreports\/api\/v1\/news\/[^/]+$/.test(url.pathname)

export const eventSearchStrategy = new NetworkFirstByBody({
  cacheName: `${USER_DATA_CACHE_PREFIX}searches`,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: agendaPlugins(60),
})

// Only for its own window: another month's days would stand in the wrong grid.
export const daySummaryStrategy = new NetworkFirstByBody({
  cacheName: `${USER_DATA_CACHE_PREFIX}day-summaries`,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  anyWindow: false,
  plugins: agendaPlugins(60),
})

export const eventDetailStrategy = new NetworkFirst({
  cacheName: `${USER_DATA_CACHE_PREFIX}events`,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: agendaPlugins(300),
})

export const newsItemStrategy = new NetworkFirst({
  cacheName: `${USER_DATA_CACHE_PREFIX}news`,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: agendaPlugins(200),
})
