// The access rule on every API route: each restricted demo account is refused with its own 403
// code, each active one is let through. The routes come from the app itself, so a route added
// later without app.requireAgendaAccess fails here unless it joins the open routes below.
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteOptions } from 'fastify'
import { ProviderBrowser } from '../tests/support/server/provider-sign-in'
import { setUpTestApp } from '../tests/support/server/set-up-test-app'
import { databaseModes } from '../tests/support/server/test-database'

interface AppRoute {
  method: string
  url: string
}

/** What the sign-in, the consent and the message pages need, and what holds no agenda data. */
const OPEN_ROUTES = new Set([
  'POST /useradmin/access-token-exchange',
  'POST /useradmin/terms-consent',
  'POST /useradmin/sign-out',
  // Needs a ticket, not access: the inactive account's page sends it here to ask for access.
  'POST /useradmin/support',
  'GET /healthz',
  'GET /livez',
  'GET /readyz',
  // For the operator's scraper: a bearer token of its own or the machine itself (server/telemetry).
  'GET /metrics',
  // Describes the API; it holds no agenda data.
  'GET /events/api/v1/openapi.json',
  // An <img> cannot send the ticket: the address carries a signature the news item API made
  // after its own ticket and access check (server/routes/eventreports/picture-links.ts).
  'GET /eventreports/api/v1/news/:newsItemId/pictures/:index',
  'GET /',
  'GET /app',
  // A calendar client sends no ticket: the feed's secret token is the key, and the feed checks
  // its owner's access on every fetch (server/routes/calendar/public-feed-route.ts).
  'GET /calendar/v1/:file',
  // A mail program's one-click unsubscribe sends no ticket: the signed token names the user and
  // the saved search, and is the only key (server/alerts/unsubscribe-routes.ts).
  'GET /alerts/unsubscribe',
  'POST /alerts/unsubscribe',
])
/** The embedded provider and the app shell (its files, its config, its deep links). */
const OPEN_PREFIXES = ['/idp/', '/app/']

const MATRIX_SUBMISSION = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Matrix-Webinar',
  description: '',
  when: { startDay: '2026-03-02', endDay: '2026-03-02', isWholeDay: true },
  accessLink: 'https://example.org/matrix',
  organiser: 'Matrix e. V.',
  deskContact: { name: 'Matrix', email: 'matrix@agenda.test', phone: '030 123456' },
  links: [],
}

/** The planning desk (issue 17): only planners, all others 403 PLANNER_REQUIRED. */
const PLANNER_ROUTES = new Set([
  'GET /events/api/v1/planning/submissions',
  'GET /events/api/v1/planning/submissions/:id',
  'PUT /events/api/v1/planning/submissions/:id',
  'POST /events/api/v1/planning/submissions/:id/decision',
  'POST /events/api/v1/planning/events',
  'GET /events/api/v1/planning/events/:id',
  'PUT /events/api/v1/planning/events/:id',
  'POST /events/api/v1/planning/events/:id/status',
])
const PLANNER = 'planung@agenda.test'

/** A request each guarded route accepts, where an empty one would fail validation first. */
const VALID_REQUESTS: Record<string, { query?: string; payload?: object }> = {
  'GET /useradmin/user-profile/mode': { query: 'isZenMode=true' },
  'PATCH /useradmin/user-profile': { payload: { defaultView: 'monthly' } },
  'POST /useradmin/push/subscriptions': {
    payload: {
      endpoint: 'https://push.example.org/matrix',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  },
  'DELETE /useradmin/push/subscriptions': { query: 'endpoint=https://push.example.org/matrix' },
  'PUT /useradmin/notification-settings': {
    payload: { digestTimes: ['07:00'], pausedUntil: null, quietHours: null },
  },
  'POST /events/api/v1/events/search': {
    payload: { filterRules: [], from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' },
  },
  'POST /events/api/v1/events/day-summary': {
    payload: { filterRules: [], from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' },
  },
  'POST /events/api/v1/export/agenda.pdf': {
    payload: {
      view: 'week',
      search: { filterRules: [], from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z' },
    },
  },
  'POST /events/api/v1/submissions/duplicates': { payload: { title: 'Matrix' } },
  'POST /events/api/v1/submissions': { payload: MATRIX_SUBMISSION },
  'PUT /events/api/v1/submissions/:id': { payload: MATRIX_SUBMISSION },
  'PUT /events/api/v1/planning/submissions/:id': {
    payload: { version: 1, fields: MATRIX_SUBMISSION },
  },
  'POST /events/api/v1/planning/submissions/:id/decision': {
    payload: { version: 1, decision: 'annehmen' },
  },
  'POST /events/api/v1/planning/events': { payload: { fields: MATRIX_SUBMISSION, isTop: false } },
  'PUT /events/api/v1/planning/events/:id': {
    payload: { fields: MATRIX_SUBMISSION, isTop: false },
  },
  'POST /events/api/v1/planning/events/:id/status': { payload: { status: 'cancelled' } },
  'POST /filters/api/v1/filters': {
    payload: { name: 'Matrix', filterRules: [{ type: 'FILTER_FULLTEXT', values: ['Wahl'] }] },
  },
  'PATCH /filters/api/v1/filters/:id': { payload: { name: 'Matrix 2' } },
  'POST /filters/api/v1/filters/:id/share': { payload: { recipients: ['matrix@agenda.test'] } },
  'POST /events/api/v1/export/calendar.ics': { payload: { ids: ['no-such-id'] } },
  'POST /events/api/v1/calendar-feeds': { payload: { kind: 'folder', targetId: 'no-such-id' } },
  'POST /graphql': { payload: { query: '{ myFavourites { eventId } }' } },
  'GET /graphql': { query: `query=${encodeURIComponent('{ myFavourites { eventId } }')}` },
}

/** The refusal's code: REST answers `{ code }`, the collaboration service a GraphQL error. */
const refusalCode = (body: { code?: string; errors?: { extensions?: { reason?: string } }[] }) =>
  body.code ?? body.errors?.[0]?.extensions?.reason

const RESTRICTED_ACCOUNTS = [
  ['inaktiv@agenda.test', 'ACCESS_INACTIVE'],
  ['basis@agenda.test', 'AGENDA_PLUS_REQUIRED'],
  ['neu@agenda.test', 'TERMS_NOT_ACCEPTED'],
] as const
const ACTIVE_ACCOUNTS = ['redaktion@agenda.test', 'zen@agenda.test', 'kollegin@agenda.test']

// HEAD runs the GET route's handlers, so it is open exactly when its GET is.
const asGet = (method: string) => (method === 'HEAD' ? 'GET' : method)
const routeKey = (route: AppRoute) => `${asGet(route.method)} ${route.url}`
const isOpen = (route: AppRoute) =>
  OPEN_ROUTES.has(routeKey(route)) || OPEN_PREFIXES.some((prefix) => route.url.startsWith(prefix))

describe.each(databaseModes())('the access rule on every API route on %s', (mode) => {
  const routes: AppRoute[] = []
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url })
  }
  const suite = setUpTestApp(mode, { onRoute: collect })
  const tickets = new Map<string, string>()
  const guardedRoutes = () => routes.filter((route) => !isOpen(route))

  const ticketFor = async (email: string) => {
    const tokens = await new ProviderBrowser(suite.app).signIn(email)
    const response = await suite.app.inject({
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      payload: { access_token: tokens.access_token },
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { ticket: string }).ticket
  }

  beforeAll(async () => {
    const emails = [...RESTRICTED_ACCOUNTS.map(([email]) => email), ...ACTIVE_ACCOUNTS, PLANNER]
    for (const email of emails) tickets.set(email, await ticketFor(email))
  })

  const call = (route: AppRoute, email: string) => {
    const valid = VALID_REQUESTS[routeKey(route)] ?? {}
    const path = route.url.replace(/:\w+|\*/g, 'no-such-id')
    return suite.app.inject({
      method: route.method as 'GET',
      url: valid.query ? `${path}?${valid.query}` : path,
      headers: { authorization: `Bearer ${tickets.get(email)}` },
      ...(valid.payload ? { payload: valid.payload } : {}),
    })
  }

  it('finds every agenda API among the app’s routes', () => {
    const guarded = new Set(guardedRoutes().map(routeKey))
    expect(guarded).toEqual(
      new Set([
        'GET /useradmin/user-profile/mode',
        'POST /useradmin/user-profile/zen-prompt-dismissal',
        'PATCH /useradmin/user-profile',
        'GET /useradmin/push/vapid-public-key',
        'POST /useradmin/push/subscriptions',
        'DELETE /useradmin/push/subscriptions',
        'POST /useradmin/push/test',
        'GET /useradmin/notification-settings',
        'PUT /useradmin/notification-settings',
        'POST /events/api/v1/events/search',
        'POST /events/api/v1/events/day-summary',
        'GET /events/api/v1/data-version',
        'GET /events/api/v1/events/:eventID',
        'GET /events/api/v1/events/:eventID/calendar.ics',
        'POST /events/api/v1/export/calendar.ics',
        'GET /events/api/v1/calendar-feeds',
        'POST /events/api/v1/calendar-feeds',
        'POST /events/api/v1/calendar-feeds/:id/rotate',
        'DELETE /events/api/v1/calendar-feeds/:id',
        'POST /events/api/v1/export/agenda.pdf',
        'POST /events/api/v1/submissions/duplicates',
        'POST /events/api/v1/submissions',
        'GET /events/api/v1/submissions/mine',
        'PUT /events/api/v1/submissions/:id',
        'POST /events/api/v1/submissions/images',
        'GET /events/api/v1/submissions/images/:id',
        ...PLANNER_ROUTES,
        'GET /eventreports/api/v1/news/:newsItemId',
        'GET /filters/api/v1/filters',
        'POST /filters/api/v1/filters',
        'GET /filters/api/v1/filters/:id',
        'PATCH /filters/api/v1/filters/:id',
        'DELETE /filters/api/v1/filters/:id',
        'POST /filters/api/v1/filters/:id/share',
        'GET /graphql',
        'POST /graphql',
      ]),
    )
  })

  it.each(RESTRICTED_ACCOUNTS)('refuses %s on every API route with 403 %s', async (email, code) => {
    const answers: string[] = []
    for (const route of guardedRoutes()) {
      const response = await call(route, email)
      // A HEAD answer has no body to read the code from.
      const answered = route.method === 'HEAD' ? '' : ` ${refusalCode(response.json())}`
      answers.push(`${route.method} ${route.url}: ${response.statusCode}${answered}`)
    }
    const expected = guardedRoutes().map(
      (route) => `${route.method} ${route.url}: 403${route.method === 'HEAD' ? '' : ` ${code}`}`,
    )
    expect(answers).toEqual(expected)
  })

  it.each(ACTIVE_ACCOUNTS)('lets %s use every API route but the planning desk', async (email) => {
    const refusals: string[] = []
    for (const route of guardedRoutes()) {
      const response = await call(route, email)
      const status = response.statusCode
      if (PLANNER_ROUTES.has(routeKey(route))) {
        const code = route.method === 'HEAD' ? 'PLANNER_REQUIRED' : refusalCode(response.json())
        if (status !== 403 || code !== 'PLANNER_REQUIRED') {
          refusals.push(`${route.method} ${route.url}: ${status} ${response.body}`)
        }
      } else if ([401, 403].includes(status) || status >= 500) {
        refusals.push(`${route.method} ${route.url}: ${status} ${response.body}`)
      }
    }
    expect(refusals).toEqual([])
  })

  it(`lets ${PLANNER} use every API route, the planning desk too`, async () => {
    const refusals: string[] = []
    for (const route of guardedRoutes()) {
      const response = await call(route, PLANNER)
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
        refusals.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`)
      }
    }
    expect(refusals).toEqual([])
  })

  it('lets a restricted account sign in and accept the terms', async () => {
    const ticket = await ticketFor('neu+consent@agenda.test')
    const consent = await suite.app.inject({
      method: 'POST',
      url: '/useradmin/terms-consent',
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(consent.statusCode).toBe(200)
    const accepted = (consent.json() as { ticket: string }).ticket
    const search = await suite.app.inject({
      url: '/filters/api/v1/filters',
      headers: { authorization: `Bearer ${accepted}` },
    })
    expect(search.statusCode).toBe(200)
  })
})
