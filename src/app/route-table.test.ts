import { describe, expect, it } from 'vitest'
import { pagesOfPath, resolvePath, type GuardContext } from './route-table'

const signedIn: GuardContext = { auth: 'authenticated', access: 'ok', zenPreferred: false }
const zenUser: GuardContext = { ...signedIn, zenPreferred: true }
const signedOut: GuardContext = { auth: 'unauthenticated', zenPreferred: false }
const loading: GuardContext = { auth: 'loading', zenPreferred: false }

const redirect = (to: string) => ({ kind: 'redirect', to })
const render = (page: string, layout: string) => ({ kind: 'render', page, layout })

describe('route table redirects', () => {
  it.each([
    ['/', '/events/standard'],
    ['/events', '/events/standard'],
    ['/events/daily', '/events/standard'],
    ['/events/daily/detail/ev-7', '/events/standard/detail/ev-7'],
    ['/zen', '/zen/preview'],
    ['/error404', '/events/standard'],
    ['/cookies', '/events/standard'],
    ['/no/such/page', '/events/standard'],
  ])('sends %s to %s', (path, to) => {
    expect(resolvePath(path, signedIn)).toMatchObject(redirect(to))
  })

  it.each([
    ['/', 'monthly', '/events/monthly'],
    ['/events', 'list', '/events/list'],
    ['/no/such/page', 'preview', '/events/preview'],
    ['/zen', 'list', '/zen/list'],
    ['/zen', 'monthly', '/zen/preview'],
  ] as const)('sends %s to the default view %s: %s', (path, defaultView, to) => {
    expect(resolvePath(path, { ...signedIn, defaultView })).toMatchObject(redirect(to))
  })

  it('opens a zen user’s default view in the zen family', () => {
    const context = { ...zenUser, defaultView: 'list' } as const
    expect(resolvePath('/', context)).toMatchObject(redirect('/events/list'))
    expect(resolvePath('/events/list', context)).toMatchObject(redirect('/zen/list'))
  })

  it('flags the cookie-consent panel only for /cookies', () => {
    expect(resolvePath('/cookies', signedIn)).toMatchObject({ setsCookieConsentPending: true })
    expect(resolvePath('/error404', signedIn)).not.toHaveProperty('setsCookieConsentPending')
  })
})

describe('route table pages and layouts', () => {
  it.each([
    ['/events/standard', 'feed', 'classic'],
    ['/events/monthly', 'feed', 'classic'],
    ['/events/list/detail/ev-1', 'eventDetail', 'classic'],
    ['/submit', 'submit', 'condensed'],
    ['/settings', 'settings', 'condensed'],
    ['/planning', 'planningQueue', 'condensed'],
    ['/planning/submissions/abc', 'planningSubmission', 'condensed'],
    ['/planning/submissions/abc/edit', 'planningSubmissionEdit', 'condensed'],
    ['/planning/events/new', 'planningEventNew', 'condensed'],
    ['/planning/events/e1/edit', 'planningEventEdit', 'condensed'],
    ['/news/n-1/event/ev-1', 'mediaItemDetails', 'condensed'],
    ['/unauthorized', 'unauthorized', 'condensed'],
    ['/consent', 'consent', 'condensed'],
    ['/terms', 'terms', 'condensed'],
    ['/privacy', 'privacy', 'condensed'],
    ['/imprint', 'imprint', 'condensed'],
    ['/help', 'help', 'condensed'],
    ['/help/support', 'support', 'condensed'],
  ])('renders %s as %s in the %s layout', (path, page, layout) => {
    expect(resolvePath(path, signedIn)).toEqual(render(page, layout))
  })

  it.each([
    ['/zen/preview', 'zenFeed'],
    ['/zen/list/detail/ev-3', 'zenEventDetail'],
  ])('renders %s as %s in the zen layout for a zen user', (path, page) => {
    expect(resolvePath(path, zenUser)).toEqual(render(page, 'zen'))
  })
})

describe('zen preference redirects', () => {
  it.each([
    ['/events/standard', '/zen/preview'],
    ['/events/list', '/zen/list'],
    ['/events/preview/detail/ev-9', '/zen/preview/detail/ev-9'],
  ])('sends a zen user from %s to %s', (path, to) => {
    expect(resolvePath(path, zenUser)).toMatchObject(redirect(to))
  })

  it.each([
    ['/zen/preview', '/events/preview'],
    ['/zen/list/detail/ev-2', '/events/list/detail/ev-2'],
    ['/zen/unknown', '/events/standard'],
  ])('sends a classic user from %s to %s', (path, to) => {
    expect(resolvePath(path, signedIn)).toMatchObject(redirect(to))
  })

  it('keeps the query (e.g. filterId) on preference redirects', () => {
    expect(resolvePath('/events/standard', zenUser)).toMatchObject({ keepSearch: true })
  })
})

describe('guards', () => {
  it.each([
    '/',
    '/events',
    '/events/standard',
    '/zen/preview',
    '/submit',
    '/settings',
    '/news/1/event/2',
  ])('asks a signed-out visitor of %s to sign in', (path) => {
    expect(resolvePath(path, signedOut)).toEqual({ kind: 'sign-in' })
  })

  it('carries a failed sign-in message instead of trying again silently', () => {
    const failed = { ...signedOut, authError: 'Die Anmeldung ist fehlgeschlagen.' }
    expect(resolvePath('/settings', failed)).toEqual({
      kind: 'sign-in',
      error: 'Die Anmeldung ist fehlgeschlagen.',
    })
  })

  it.each([
    '/terms',
    '/privacy',
    '/imprint',
    '/consent',
    '/unauthorized',
    '/help',
    '/help/support',
  ])('shows %s to anyone, even while the session is checked', (path) => {
    expect(resolvePath(path, signedOut)).toMatchObject({ kind: 'render' })
    expect(resolvePath(path, loading)).toMatchObject({ kind: 'render' })
  })

  it('waits for the session check before guarding or redirecting', () => {
    expect(resolvePath('/settings', loading)).toEqual({ kind: 'wait' })
    expect(resolvePath('/', loading)).toEqual({ kind: 'wait' })
    expect(resolvePath('/settings', { ...signedIn, auth: 'signing-out' })).toEqual({
      kind: 'wait',
    })
  })

  it('sends a user who has not accepted the terms to the consent page', () => {
    const context: GuardContext = { ...signedIn, access: 'consent' }
    expect(resolvePath('/events/standard', context)).toMatchObject(redirect('/consent'))
  })

  it.each(['inactive', 'no-access'] as const)(
    'sends an account with access %s to the unauthorized page',
    (access) => {
      expect(resolvePath('/zen/preview', { ...zenUser, access })).toMatchObject(
        redirect('/unauthorized'),
      )
    },
  )
})

describe('pages of a path, for preloading at start', () => {
  it.each([
    ['/events/list', ['feed']],
    ['/events/list/detail/e1', ['feed', 'eventDetail']],
    ['/zen/preview', ['zenFeed']],
    ['/news/n1/event/e1', ['mediaItemDetails']],
    ['/', []],
    ['/nowhere/at/all', []],
  ])('%s shows %j', (path, pages) => {
    expect(pagesOfPath(path)).toEqual(pages)
  })
})

/** Where a path ends up once every redirect is followed: the path rendered and its layout. */
function landing(path: string, context: GuardContext): [path: string, layout: string] {
  let current = path
  for (let hop = 0; hop < 5; hop += 1) {
    const outcome = resolvePath(current, context)
    if (outcome.kind === 'render') return [current, outcome.layout]
    if (outcome.kind !== 'redirect') throw new Error(`${current}: ${outcome.kind}`)
    current = outcome.to
  }
  throw new Error(`${path} redirects in a loop`)
}

// Every row of docs/product.md#routes as the browser follows it; tests/e2e/route-table.spec.ts
// checks in the browser that the shell acts on these decisions, for each kind of user.
describe('every row of the route table, redirects followed', () => {
  it.each([
    ['/', '/events/standard', 'classic'],
    ['/events', '/events/standard', 'classic'],
    ['/events/list', '/events/list', 'classic'],
    ['/events/preview', '/events/preview', 'classic'],
    ['/events/monthly', '/events/monthly', 'classic'],
    ['/events/standard/detail/e-1', '/events/standard/detail/e-1', 'classic'],
    ['/events/daily', '/events/standard', 'classic'],
    ['/events/daily/detail/e-2', '/events/standard/detail/e-2', 'classic'],
    ['/zen', '/events/preview', 'classic'],
    ['/zen/list', '/events/list', 'classic'],
    ['/zen/preview/detail/e-3', '/events/preview/detail/e-3', 'classic'],
    ['/submit', '/submit', 'condensed'],
    ['/settings', '/settings', 'condensed'],
    ['/news/n-1/event/e-4', '/news/n-1/event/e-4', 'condensed'],
    ['/terms', '/terms', 'condensed'],
    ['/privacy', '/privacy', 'condensed'],
    ['/imprint', '/imprint', 'condensed'],
    ['/unauthorized', '/unauthorized', 'condensed'],
    ['/consent', '/consent', 'condensed'],
    ['/error404', '/events/standard', 'classic'],
    ['/no/such/page', '/events/standard', 'classic'],
  ])('a classic user at %s lands on %s in the %s layout', (from, to, layout) => {
    expect(landing(from, signedIn)).toEqual([to, layout])
  })

  it.each([
    ['/', '/zen/preview', 'zen'],
    ['/events/standard', '/zen/preview', 'zen'],
    ['/events/list', '/zen/list', 'zen'],
    ['/events/list/detail/e-5', '/zen/list/detail/e-5', 'zen'],
    ['/zen', '/zen/preview', 'zen'],
    ['/zen/list', '/zen/list', 'zen'],
    ['/zen/preview/detail/e-6', '/zen/preview/detail/e-6', 'zen'],
    ['/settings', '/settings', 'condensed'],
  ])('a zen user at %s lands on %s in the %s layout', (from, to, layout) => {
    expect(landing(from, zenUser)).toEqual([to, layout])
  })

  it.each(['/terms', '/privacy', '/imprint', '/unauthorized', '/consent'])(
    'a visitor sees %s in the condensed layout',
    (path) => {
      expect(landing(path, signedOut)).toEqual([path, 'condensed'])
    },
  )

  it.each([
    '/events/standard',
    '/events/daily',
    '/zen',
    '/zen/list',
    '/submit',
    '/settings',
    '/news/n-1/event/e-1',
  ])('a visitor of %s is asked to sign in', (path) => {
    expect(resolvePath(path, signedOut)).toEqual({ kind: 'sign-in' })
  })
})
