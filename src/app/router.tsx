// The router: the route table under the /app base, every row rendered inside the app shell,
// which applies guards, redirects and the layout after each navigation.
import { Suspense } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { AppShell } from './shell/app-shell'
import { pageElements } from './page-elements'
import { routeTable, toRouteObjects } from './route-table'

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <AppShell />,
        children: toRouteObjects(routeTable, (row) => {
          if (!row.page) return null
          const Page = pageElements[row.page].Component
          // One boundary per page, so a detail loading under the feed leaves the feed in place.
          return (
            <Suspense fallback={<Spinner label="Seite wird geladen …" />}>
              <Page />
            </Suspense>
          )
        }),
      },
    ],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  )
}
