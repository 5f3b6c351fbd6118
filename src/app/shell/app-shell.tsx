// The root of every route: decides the path with the route table (wait, sign in, redirect or
// render), then shows the page in its layout with the message bar and the cookie panel.
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { AgendaToolsContext, type AgendaTools } from '@/components/entry-actions/agenda-tools'
import { EntryActionsContext } from '@/components/entry-actions/entry-actions'
import { UpdatePrompt } from '@/components/offline/update-prompt'
import { Spinner } from '@/components/ui/spinner'
import { SignOutQuestion } from '@/features/sign-out/sign-out-question'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { onDemand } from '@/lib/react/on-demand'
import { calendarSubscriptionAtom } from '@/stores/agenda-export'
import { cookieConsentPendingAtom } from '@/stores/cookie-consent'
import { defaultViewAtom, isZenPreferredAtom } from '@/stores/zen-preference'
import { resolvePath } from '../route-table'
import { AppLayout } from '../layouts/app-layout'
import { guardContext } from './guard-context'
import { PageErrorBoundary } from './page-error-boundary'
import { SignInRequired } from './sign-in-required'
import { usePageTitle } from './use-page-title'
import { useRemoveProfileParams } from './use-remove-profile-params'

// The stars come once the first screen has settled: the entries paint without waiting for their
// code, and the entry frame keeps their place meanwhile (docs/architecture.md#start-up).
const favouriteStar = onDemand(async () => {
  await whenFirstScreenSettled()
  const { FavouriteStar } = await import('@/features/collaboration/favourites/favourite-star')
  return { default: FavouriteStar }
})

const renderFavouriteStar = (eventId: string) => <favouriteStar.Component eventId={eventId} />

// Export's „Als PDF“ loads when a view first shows it, once the first screen has settled: it comes
// in one file with the rest of what the start loads after it (docs/architecture.md#start-up),
// which must not compete with the first entries. The dialog loads when it opens.
const exportTool = onDemand(async () => {
  await whenFirstScreenSettled()
  return import('@/features/export/export-tool')
})
// What stands beside an entry's detail („Termin folgen“, its exports, the desk's status actions)
// is one file that loads with the first detail, once the first screen has settled.
const detailTools = onDemand(async () => {
  await whenFirstScreenSettled()
  return import('./detail-tools')
})
const agendaTools: AgendaTools = {
  detail: (event) => <detailTools.Component event={event} />,
  view: <exportTool.Component tool="view" />,
}

export function AppShell() {
  const location = useLocation()
  const navigate = useNavigate()
  const auth = useAtomValue(authStateAtom)
  const zenPreferred = useAtomValue(isZenPreferredAtom)
  const defaultView = useAtomValue(defaultViewAtom)
  const setCookieConsentPending = useSetAtom(cookieConsentPendingAtom)
  const subscribing = useAtomValue(calendarSubscriptionAtom) !== null
  const outcome = resolvePath(location.pathname, guardContext(auth, zenPreferred, defaultView))
  const here = location.pathname + location.search
  useRemoveProfileParams()
  usePageTitle(outcome.kind === 'render' ? outcome.page : undefined)

  const redirectTo = outcome.kind === 'redirect' ? outcome.to : undefined
  const redirectSearch = outcome.kind === 'redirect' && outcome.keepSearch ? location.search : ''
  const flagsCookies = outcome.kind === 'redirect' && outcome.setsCookieConsentPending === true
  useEffect(() => {
    if (redirectTo === undefined) return
    if (flagsCookies) setCookieConsentPending(true)
    // The consent page continues to where the user was going once the terms are accepted.
    const state = redirectTo === '/consent' ? { from: here } : undefined
    void navigate({ pathname: redirectTo, search: redirectSearch }, { replace: true, state })
  }, [redirectTo, redirectSearch, flagsCookies, here, navigate, setCookieConsentPending])

  const layout = outcome.kind === 'render' ? outcome.layout : 'condensed'
  return (
    <>
      {/* Outside the layout, so swapping layouts never offers an update twice. */}
      <UpdatePrompt />
      <SignOutQuestion />
      {subscribing && <exportTool.Component tool="subscribe" />}
      <AppLayout layout={layout}>
        {outcome.kind === 'render' ? (
          // Every entry of every view carries its star (docs/product.md#favourites).
          <EntryActionsContext value={renderFavouriteStar}>
            <AgendaToolsContext value={agendaTools}>
              <PageErrorBoundary resetKey={location.pathname}>
                <Outlet />
              </PageErrorBoundary>
            </AgendaToolsContext>
          </EntryActionsContext>
        ) : outcome.kind === 'sign-in' ? (
          <SignInRequired targetPath={here} error={outcome.error} />
        ) : (
          <Spinner label="Agenda wird geladen …" />
        )}
      </AppLayout>
    </>
  )
}
