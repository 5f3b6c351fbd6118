// Starts the app: the sign-in, the stored preferences (the guards need them) and the first page's
// code at once, then the router; a stored ticket signs in without waiting for the provider or its
// settings (docs/architecture.md#start-up).
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { removeSearchLink } from '@domain/search-link-params'
import { pageElements } from '@/app/page-elements'
import { pagesOfPath } from '@/app/route-table'
import { showPath } from '@/app/navigation-seam'
import { AppRouter } from '@/app/router'
import { loadListResults, showsList } from '@/features/agenda/feed/list-results'
import {
  getValidTicket,
  openStoredSession,
  refreshProfile,
  startAuth,
} from '@/lib/auth/auth-session'
import { collaborationCacheStorage } from '@/lib/apollo/collaboration-cache-storage'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { loadClientConfig } from '@/lib/auth/client-config'
import { recordRecentErrors } from '@/lib/diagnostics/recent-errors'
import { configureHttpClient } from '@/lib/http/http-client'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { queryClient } from '@/lib/query/query-client'
import { stopBeforeForgetting } from '@/offline/forget-user-data'
import { initOffline } from '@/offline/init-offline'
import { localData } from '@/offline/local-data'
import { isOffline, onOnlineChange } from '@/offline/network-status'
import { onOutboxChange } from '@/offline/outbox'
import { offerBulkActions } from '@/stores/bulk-action-sources'
import { restoreFiltersAtom } from '@/stores/feed-filters'
import { loadLayoutPreferences } from '@/stores/layout-preferences'
import { loadZenPreference } from '@/stores/zen-preference'
import '@/styles/global.css'
import '@/styles/print.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

/** Waits for the page code only briefly: on a slow line the shell paints first, with a spinner. */
const FIRST_PAGE_WAIT_MS = 300

/** Set as the router is first rendered: from then on only the router changes the address. */
let routerRendered = false

/**
 * Loads the code of the page the app opens on and the saved filters while the start runs, so the
 * first render can show the page itself instead of a spinner followed by a second render. With a
 * stored ticket the feed's first search leaves now too, not once the feed has rendered.
 */
function preloadFirstPage(session: Promise<'offline' | 'usable' | 'none'>): Promise<unknown> {
  void getDefaultStore().set(restoreFiltersAtom)
  const path = location.pathname.slice(import.meta.env.BASE_URL.length - 1)
  const search = location.search
  const firstPages = pagesOfPath(path)
  const feed = firstPages.includes('feed')
    ? startFeed(path, search, session).catch(() => undefined)
    : undefined
  // A failed preload is not reported here: the page tries again when it renders, and says so.
  const pages = firstPages.map((page) => pageElements[page].preload().catch(() => undefined))
  if (firstPages.includes('feed') && showsList(path))
    pages.push(preloadList().catch(() => undefined))
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))
  return Promise.race([Promise.all([...pages, feed]), waited])
}

/** A list view's code (Standard, Liste), fetched beside the feed page's, not once that has run. */
async function preloadList(): Promise<unknown> {
  const [feedPage] = await Promise.all([
    import('@/features/agenda/feed/feed-page'),
    loadListResults(),
  ])
  return feedPage.preloadListResults()
}

/**
 * The feed's search in the address before the router reads it, and its first search once a
 * stored ticket has opened the session (docs/architecture.md#start-up).
 */
async function startFeed(
  path: string,
  search: string,
  session: Promise<'offline' | 'usable' | 'none'>,
): Promise<void> {
  // From the feed page's own chunk, which loads now anyway: no chunk of its own to wait for.
  const feed = await import('@/features/agenda/feed/feed-page')
  void session.then(async (opened) => {
    // Without a ticket there is nothing to ask yet; a failure here is the feed's to show.
    if (opened !== 'none')
      await feed.prefetchFeedSearch(queryClient, path, search).catch(() => undefined)
  })
  const [address, opened] = await Promise.all([feed.startSearchLink(path, search), session])
  // Signed out, the feed is not shown; too late for the first render, the feed writes it itself.
  if (address !== null && opened !== 'none' && !routerRendered)
    history.replaceState(history.state, '', `${location.pathname}${address}${location.hash}`)
}

/**
 * A reload of the address a search was committed at (searchTextAtom, feed-filters.ts) can reopen it with the
 * older search, the new one's address having come too late: the start drops that search and
 * writes the kept one as for an address without a search (docs/product.md#filters-kept). Opened
 * any other way (a link, a typed address), an address keeps its own search.
 */
function dropStaleSearch(): void {
  const stale = localData.staleAddress.take()
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (navigation?.type !== 'reload' || stale !== location.pathname + location.search) return
  const params = new URLSearchParams(location.search)
  removeSearchLink(params)
  const search = params.toString()
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search && `?${search}`}${location.hash}`,
  )
}

async function start() {
  recordRecentErrors()
  dropStaleSearch()
  configureHttpClient({ getTicket: getValidTicket, onAccessRefused: refreshProfile })
  // Only the provider needs its settings: with a stored ticket, nothing waits for them.
  const config = loadClientConfig()
  config.catch(() => undefined) // a failure is reported where the provider needs them
  const session = openStoredSession()
  await Promise.all([
    session,
    loadZenPreference(),
    loadLayoutPreferences(),
    preloadFirstPage(session),
  ])
  routerRendered = true
  // In a transition React renders the first tree in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task that blocks input (docs/architecture.md#start-up).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    )
  })
  initOffline()
  // The collaboration client (folders, favourites) is nothing the first screen shows.
  void whenFirstScreenSettled()
    .then(() => import('@/features/collaboration/start-collaboration'))
    .then((collaboration) =>
      collaboration.startCollaboration({
        store: getDefaultStore(),
        authState: authStateAtom,
        settled: whenFirstScreenSettled,
        getTicket: getValidTicket,
        onSessionRefused: refreshProfile,
        cacheStorage: collaborationCacheStorage,
        stopBeforeForgetting,
        isOnline: () => !isOffline(),
        onOnlineChange,
        onOutboxChange,
      }),
    )
  // Export's and printing's bulk actions load with the bulk bar, at the first selection.
  offerBulkActions(() =>
    import('@/features/export/export-bulk-actions').then((exports) =>
      exports.registerExportActions(getDefaultStore()),
    ),
  )
  offerBulkActions(() =>
    import('@/features/agenda/print/print-bulk-action').then((print) =>
      print.registerPrintBulkAction(),
    ),
  )
  // The new address must be rendered before the session state changes, or the shell would decide
  // on the callback address once more: showPath settles once it is.
  await startAuth(config, showPath)
}

start().catch((error: unknown) => {
  console.error('Agenda could not start', error)
  root.render(
    <main className="start-failure">
      <h1>Agenda kann gerade nicht starten</h1>
      <p>Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.</p>
    </main>,
  )
})
