// Every route of the app and how the fuzzing suite calls it. The suite checks this list against
// the routes the app really has (onRoute), so a new route fails the suite until it is added here.
import fc from 'fast-check'
import { jsonBodyText, pathSegment, queryString } from './arbitraries'
import {
  FUZZ_IDS,
  calendarFeedBody,
  decisionBody,
  deskEventBody,
  eventStatusBody,
  graphqlBody,
  imageUploadBody,
  loginForm,
  notificationSettingsBody,
  profileChangeBody,
  pdfBody,
  pushSubscriptionBody,
  savedSearchBody,
  searchBody,
  selectionBody,
  shareBody,
  submissionBody,
  submissionEditBody,
  summaryBody,
  supportBody,
  tokenExchangeBody,
  unsubscribeForm,
} from './request-bodies'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Which suite fuzzes it: one file per group, so the groups run side by side. */
export type EndpointGroup = 'agenda' | 'filters' | 'accounts-and-pages'

export interface FuzzedEndpoint {
  group: EndpointGroup
  method: Method
  /** The route's path as registered, e.g. `/filters/api/v1/filters/:id`. */
  url: string
  /** JSON text, or a form for the provider's pages; none for reads. */
  body?: {
    type: 'application/json' | 'application/x-www-form-urlencoded'
    text: fc.Arbitrary<string>
  }
  /** Query parameters the route reads, to be sent more often than made-up ones. */
  query?: readonly string[]
  /** Ids a path parameter should sometimes name, so a request finds a row. */
  knownIds?: readonly string[]
  /**
   * What its 4xx answers are: our JSON `{code, message}`, a GraphQL answer (errors with
   * `extensions.code`), or a page for a person.
   */
  errors: 'json' | 'graphql' | 'html'
}

const json = (text: fc.Arbitrary<string>) => ({ type: 'application/json' as const, text })
const FILTERS = '/filters/api/v1/filters'
const CALENDAR_FEEDS = '/events/api/v1/calendar-feeds'
const SUBMISSIONS = '/events/api/v1/submissions'
const PLANNING = '/events/api/v1/planning'

type Entry = Omit<FuzzedEndpoint, 'group'>
const inGroup = (group: EndpointGroup, entries: Entry[]): FuzzedEndpoint[] =>
  entries.map((entry) => ({ group, ...entry }))

export const FUZZED_ENDPOINTS: readonly FuzzedEndpoint[] = [
  ...inGroup('agenda', [
    {
      method: 'POST',
      url: '/events/api/v1/events/search',
      body: json(jsonBodyText(searchBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: '/events/api/v1/events/day-summary',
      body: json(jsonBodyText(summaryBody)),
      errors: 'json',
    },
    {
      method: 'GET',
      url: '/events/api/v1/events/:eventID',
      knownIds: [FUZZ_IDS.event],
      errors: 'json',
    },
    { method: 'GET', url: '/events/api/v1/openapi.json', errors: 'json' },
    { method: 'GET', url: '/events/api/v1/data-version', errors: 'json' },
    {
      method: 'GET',
      url: '/events/api/v1/events/:eventID/calendar.ics',
      knownIds: [FUZZ_IDS.event],
      errors: 'json',
    },
    {
      method: 'POST',
      url: '/events/api/v1/export/calendar.ics',
      body: json(jsonBodyText(selectionBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: '/events/api/v1/export/agenda.pdf',
      body: json(jsonBodyText(pdfBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: `${SUBMISSIONS}/duplicates`,
      body: json(jsonBodyText(submissionBody)),
      errors: 'json',
    },
    { method: 'POST', url: SUBMISSIONS, body: json(jsonBodyText(submissionBody)), errors: 'json' },
    { method: 'GET', url: `${SUBMISSIONS}/mine`, errors: 'json' },
    {
      method: 'POST',
      url: `${SUBMISSIONS}/images`,
      body: json(jsonBodyText(imageUploadBody)),
      errors: 'json',
    },
    { method: 'GET', url: `${SUBMISSIONS}/images/:id`, errors: 'json' },
    {
      method: 'PUT',
      url: `${SUBMISSIONS}/:id`,
      body: json(jsonBodyText(submissionBody)),
      errors: 'json',
    },
    {
      method: 'GET',
      url: `${PLANNING}/submissions`,
      query: ['state', 'q', 'ressort'],
      errors: 'json',
    },
    { method: 'GET', url: `${PLANNING}/submissions/:id`, errors: 'json' },
    {
      method: 'PUT',
      url: `${PLANNING}/submissions/:id`,
      body: json(jsonBodyText(submissionEditBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: `${PLANNING}/submissions/:id/decision`,
      body: json(jsonBodyText(decisionBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: `${PLANNING}/events`,
      body: json(jsonBodyText(deskEventBody)),
      errors: 'json',
    },
    {
      method: 'GET',
      url: `${PLANNING}/events/:id`,
      knownIds: [FUZZ_IDS.event],
      errors: 'json',
    },
    {
      method: 'PUT',
      url: `${PLANNING}/events/:id`,
      knownIds: [FUZZ_IDS.event],
      body: json(jsonBodyText(deskEventBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: `${PLANNING}/events/:id/status`,
      knownIds: [FUZZ_IDS.event],
      body: json(jsonBodyText(eventStatusBody)),
      errors: 'json',
    },
    { method: 'GET', url: CALENDAR_FEEDS, errors: 'json' },
    {
      method: 'POST',
      url: CALENDAR_FEEDS,
      body: json(jsonBodyText(calendarFeedBody)),
      errors: 'json',
    },
    { method: 'POST', url: `${CALENDAR_FEEDS}/:id/rotate`, errors: 'json' },
    { method: 'DELETE', url: `${CALENDAR_FEEDS}/:id`, errors: 'json' },
    { method: 'GET', url: '/calendar/v1/:file', errors: 'json' },
    {
      method: 'GET',
      url: '/eventreports/api/v1/news/:newsItemId',
      knownIds: [FUZZ_IDS.newsItem],
      errors: 'json',
    },
    {
      method: 'GET',
      url: '/eventreports/api/v1/news/:newsItemId/pictures/:index',
      query: ['expires', 'signature'],
      knownIds: [FUZZ_IDS.newsItem, '1', '4'],
      errors: 'json',
    },
    { method: 'POST', url: '/graphql', body: json(jsonBodyText(graphqlBody)), errors: 'graphql' },
    {
      method: 'GET',
      url: '/graphql',
      query: ['query', 'variables', 'operationName'],
      errors: 'graphql',
    },
  ]),
  ...inGroup('filters', [
    { method: 'GET', url: FILTERS, query: ['sort', 'size'], errors: 'json' },
    { method: 'POST', url: FILTERS, body: json(jsonBodyText(savedSearchBody)), errors: 'json' },
    { method: 'GET', url: `${FILTERS}/:id`, knownIds: [FUZZ_IDS.savedSearch], errors: 'json' },
    {
      method: 'PATCH',
      url: `${FILTERS}/:id`,
      knownIds: [FUZZ_IDS.savedSearch],
      body: json(jsonBodyText(savedSearchBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: `${FILTERS}/:id/share`,
      knownIds: [FUZZ_IDS.savedSearch],
      body: json(jsonBodyText(shareBody)),
      errors: 'json',
    },
    // Last, and without the seeded id, so the other routes keep finding their saved search.
    { method: 'DELETE', url: `${FILTERS}/:id`, errors: 'json' },
  ]),
  ...inGroup('accounts-and-pages', [
    {
      method: 'POST',
      url: '/useradmin/access-token-exchange',
      body: json(jsonBodyText(tokenExchangeBody)),
      errors: 'json',
    },
    { method: 'POST', url: '/useradmin/terms-consent', body: json(jsonBodyText()), errors: 'json' },
    {
      method: 'GET',
      url: '/useradmin/user-profile/mode',
      query: ['isZenMode', 'access_token'],
      errors: 'json',
    },
    { method: 'POST', url: '/useradmin/user-profile/zen-prompt-dismissal', errors: 'json' },
    {
      method: 'PATCH',
      url: '/useradmin/user-profile',
      body: json(jsonBodyText(profileChangeBody)),
      errors: 'json',
    },
    {
      method: 'POST',
      url: '/useradmin/support',
      body: json(jsonBodyText(supportBody)),
      errors: 'json',
    },
    { method: 'GET', url: '/useradmin/push/vapid-public-key', errors: 'json' },
    {
      method: 'POST',
      url: '/useradmin/push/subscriptions',
      body: json(jsonBodyText(pushSubscriptionBody)),
      errors: 'json',
    },
    { method: 'DELETE', url: '/useradmin/push/subscriptions', query: ['endpoint'], errors: 'json' },
    { method: 'POST', url: '/useradmin/push/test', errors: 'json' },
    { method: 'GET', url: '/useradmin/notification-settings', errors: 'json' },
    {
      method: 'PUT',
      url: '/useradmin/notification-settings',
      body: json(jsonBodyText(notificationSettingsBody)),
      errors: 'json',
    },
    { method: 'GET', url: '/healthz', errors: 'json' },
    { method: 'GET', url: '/livez', errors: 'json' },
    { method: 'GET', url: '/readyz', errors: 'json' },
    { method: 'GET', url: '/metrics', errors: 'json' },
    { method: 'GET', url: '/', errors: 'json' },
    { method: 'GET', url: '/app', errors: 'json' },
    { method: 'GET', url: '/app/', errors: 'json' },
    { method: 'GET', url: '/app/*', errors: 'json' },
    { method: 'GET', url: '/app/index.html', errors: 'json' },
    { method: 'GET', url: '/app/config.json', errors: 'json' },
    { method: 'GET', url: '/idp/interaction/:uid', errors: 'html' },
    {
      method: 'POST',
      url: '/idp/interaction/:uid/login',
      body: { type: 'application/x-www-form-urlencoded', text: loginForm },
      errors: 'html',
    },
    { method: 'GET', url: '/alerts/unsubscribe', query: ['token'], errors: 'json' },
    {
      method: 'POST',
      url: '/alerts/unsubscribe',
      query: ['token'],
      body: { type: 'application/x-www-form-urlencoded', text: unsubscribeForm },
      errors: 'json',
    },
    { method: 'GET', url: '/idp/assets/pages.css', errors: 'json' },
    { method: 'GET', url: '/idp/assets/sign-out.js', errors: 'json' },
    // Last: it revokes the fuzzing ticket, after which every route above would only answer 401.
    {
      method: 'POST',
      url: '/useradmin/sign-out',
      body: json(jsonBodyText(tokenExchangeBody)),
      errors: 'json',
    },
  ]),
]

/**
 * Routes not fuzzed on their own: Fastify adds a HEAD route to every GET route, answered by the
 * same handler. The provider's own endpoints (/idp/authorize, /idp/oauth/token …) are middleware
 * of oidc-provider, not routes, and are not listed by onRoute.
 */
export const isCoveredElsewhere = (method: string) => method === 'HEAD'

export const endpointName = (endpoint: { method: string; url: string }) =>
  `${endpoint.method} ${endpoint.url}`

/** A request for `inject`: the route's path with fuzzed parameters, query and body. */
export interface FuzzRequest {
  method: Method
  url: string
  contentType?: string
  payload?: string
}

export function fuzzRequests(endpoint: FuzzedEndpoint): fc.Arbitrary<FuzzRequest> {
  const segments = endpoint.url
    .split('/')
    .map((part) =>
      part.startsWith(':') || part === '*' ? pathSegment(endpoint.knownIds) : fc.constant(part),
    )
  const path = fc.tuple(...segments).map((parts) => parts.join('/'))
  const body = endpoint.body
  return fc
    .record({
      path,
      query: queryString(endpoint.query),
      payload: body ? body.text : fc.constant(undefined),
    })
    .map(({ path: fuzzedPath, query, payload }) => ({
      method: endpoint.method,
      url: `${fuzzedPath}${query}`,
      ...(body && payload !== undefined ? { contentType: body.type, payload } : {}),
    }))
}
