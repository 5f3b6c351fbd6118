// The route table (docs/product.md#routes) as data, and resolvePath: the pure decision for a path
// (wait, send to sign-in, redirect, or render a page in a layout). The app shell acts on it after
// every navigation; the router only supplies the page elements.
import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { AuthState } from '@/lib/auth/auth-machine'
import type { AccessVerdict } from '@domain/agenda-access'
import type { DefaultView } from '@domain/ticket-profile'

export type LayoutName = 'classic' | 'condensed' | 'zen'
export type PageName =
  | 'feed'
  | 'eventDetail'
  | 'zenFeed'
  | 'zenEventDetail'
  | 'unauthorized'
  | 'consent'
  | 'submit'
  | 'settings'
  | 'terms'
  | 'privacy'
  | 'imprint'
  | 'mediaItemDetails'
  | 'help'
  | 'support'
  | 'planningQueue'
  | 'planningSubmission'
  | 'planningSubmissionEdit'
  | 'planningEventNew'
  | 'planningEventEdit'

export interface GuardContext {
  auth: AuthState['status']
  /** German error of a failed sign-in: no automatic new attempt then. */
  authError?: string
  /** What the signed-in user may do; undefined when nobody is signed in. */
  access?: AccessVerdict
  zenPreferred: boolean
  /** The view the agenda opens with (Settings › Darstellung); Standard when not given. */
  defaultView?: DefaultView
}

type Params = Record<string, string | undefined>

export interface RouteRow {
  path: string
  page?: PageName
  /** Condensed unless the row says otherwise. */
  layout?: LayoutName
  signIn: boolean
  redirect?: (params: Params, context: GuardContext) => string | undefined
  setsCookieConsentPending?: boolean
  children?: RouteRow[]
}

export type RouteOutcome =
  | { kind: 'wait' }
  | { kind: 'sign-in'; error?: string }
  | { kind: 'redirect'; to: string; keepSearch: boolean; setsCookieConsentPending?: boolean }
  | { kind: 'render'; page: PageName; layout: LayoutName }

const FEED_HOME = '/events/standard'

/** The zen family has a list and a 7-day view; every other classic view maps onto the 7 days. */
export const zenViewModeFor = (viewMode = '') => (viewMode === 'list' ? 'list' : 'preview')
/** Each classic view mode exists in the zen family's counterpart; unknown ones fall back. */
export const classicViewModeFor = (viewMode = '') =>
  ['standard', 'list', 'preview', 'monthly'].includes(viewMode) ? viewMode : 'standard'

/** Where the agenda opens: the default view, in the zen family mapped by the redirect below. */
const toHome = (_params: Params, context: GuardContext) =>
  `/events/${context.defaultView ?? 'standard'}`

export const routeTable: RouteRow[] = [
  // Signed in: only the account knows its default view, and sign-in comes back here to ask it.
  { path: '/', signIn: true, redirect: toHome },
  { path: '/events', signIn: true, redirect: toHome },
  { path: '/events/daily', signIn: true, redirect: toHome },
  {
    path: '/events/daily/detail/:eventID',
    signIn: true,
    redirect: (p) => `${FEED_HOME}/detail/${p.eventID}`,
  },
  {
    path: '/events/:viewMode',
    page: 'feed',
    layout: 'classic',
    signIn: true,
    redirect: (p, c) => (c.zenPreferred ? `/zen/${zenViewModeFor(p.viewMode)}` : undefined),
    children: [
      {
        path: 'detail/:eventID',
        page: 'eventDetail',
        layout: 'classic',
        signIn: true,
        redirect: (p, c) =>
          c.zenPreferred ? `/zen/${zenViewModeFor(p.viewMode)}/detail/${p.eventID}` : undefined,
      },
    ],
  },
  { path: '/zen', signIn: true, redirect: (_p, c) => `/zen/${zenViewModeFor(c.defaultView)}` },
  {
    path: '/zen/:viewMode',
    page: 'zenFeed',
    layout: 'zen',
    signIn: true,
    redirect: (p, c) => (c.zenPreferred ? undefined : `/events/${classicViewModeFor(p.viewMode)}`),
    children: [
      {
        path: 'detail/:eventID',
        page: 'zenEventDetail',
        layout: 'zen',
        signIn: true,
        redirect: (p, c) =>
          c.zenPreferred
            ? undefined
            : `/events/${classicViewModeFor(p.viewMode)}/detail/${p.eventID}`,
      },
    ],
  },
  { path: '/unauthorized', page: 'unauthorized', signIn: false },
  { path: '/consent', page: 'consent', signIn: false },
  { path: '/submit', page: 'submit', signIn: true },
  { path: '/settings', page: 'settings', signIn: true },
  { path: '/planning', page: 'planningQueue', signIn: true },
  { path: '/planning/submissions/:submissionId', page: 'planningSubmission', signIn: true },
  {
    path: '/planning/submissions/:submissionId/edit',
    page: 'planningSubmissionEdit',
    signIn: true,
  },
  { path: '/planning/events/new', page: 'planningEventNew', signIn: true },
  { path: '/planning/events/:eventId/edit', page: 'planningEventEdit', signIn: true },
  { path: '/terms', page: 'terms', signIn: false },
  { path: '/privacy', page: 'privacy', signIn: false },
  { path: '/imprint', page: 'imprint', signIn: false },
  { path: '/help', page: 'help', signIn: false },
  { path: '/help/support', page: 'support', signIn: false },
  { path: '/news/:newsItemId/event/:eventID', page: 'mediaItemDetails', signIn: true },
  { path: '/error404', signIn: false, redirect: toHome },
  { path: '/cookies', signIn: false, redirect: toHome, setsCookieConsentPending: true },
  { path: '*', signIn: false, redirect: toHome },
]

/** Route objects carrying their row as handle; element decides what the router renders. */
export function toRouteObjects(
  rows: RouteRow[],
  element: (row: RouteRow) => RouteObject['element'] = () => null,
): RouteObject[] {
  return rows.map((row) => ({
    path: row.path,
    handle: row,
    element: element(row),
    ...(row.children ? { children: toRouteObjects(row.children, element) } : {}),
  }))
}

const matchableTable = toRouteObjects(routeTable)

function decideRow(row: RouteRow, params: Params, context: GuardContext): RouteOutcome {
  const needsAuthState = row.signIn || row.redirect !== undefined
  if (needsAuthState && (context.auth === 'loading' || context.auth === 'signing-out')) {
    return { kind: 'wait' }
  }
  if (row.signIn) {
    if (context.auth !== 'authenticated') return { kind: 'sign-in', error: context.authError }
    if (context.access === 'inactive' || context.access === 'no-access') {
      return { kind: 'redirect', to: '/unauthorized', keepSearch: false }
    }
    if (context.access === 'consent') return { kind: 'redirect', to: '/consent', keepSearch: false }
  }
  const to = row.redirect?.(params, context)
  if (to !== undefined) {
    return row.setsCookieConsentPending
      ? { kind: 'redirect', to, keepSearch: true, setsCookieConsentPending: true }
      : { kind: 'redirect', to, keepSearch: true }
  }
  if (!row.page) throw new Error(`route ${row.path} has neither page nor redirect`)
  return { kind: 'render', page: row.page, layout: row.layout ?? 'condensed' }
}

/** The pages a path shows if the guards let it through (a detail shows over its feed). */
export function pagesOfPath(pathname: string): PageName[] {
  const matches = matchRoutes(matchableTable, pathname) ?? []
  return matches.flatMap((match) => (match.route.handle as RouteRow).page ?? [])
}

/** Decides what to show for a path of the app (without the /app base). */
export function resolvePath(pathname: string, context: GuardContext): RouteOutcome {
  const leaf = matchRoutes(matchableTable, pathname)?.at(-1)
  if (!leaf) return { kind: 'redirect', to: FEED_HOME, keepSearch: false }
  return decideRow(leaf.route.handle as RouteRow, leaf.params, context)
}
