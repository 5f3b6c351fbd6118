// The router: the route table under the /app base, every row rendered inside the app shell,
// which applies guards, redirects and the layout after each navigation.
import { createBrowserRouter } from 'react-router-dom'
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
          // Each page shows its own spinner while loading: a detail leaves the feed in place.
          const Page = pageElements[row.page].Component
          return <Page />
        }),
      },
    ],
    { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
  )
}
