// The router: the route table under the /app base, every row rendered inside the app shell,
// which applies guards, redirects and the layout after each navigation. Declarative
// (`BrowserRouter` + `useRoutes`), not the data router: the app uses none of its loaders,
// actions or blockers, and it would add about 18 KB gzip to every page
// (docs/architecture.md#start-up).
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom'
import { AppShell } from './shell/app-shell'
import { NavigationSeam } from './navigation-seam'
import { pageElements } from './page-elements'
import { routeTable, toRouteObjects } from './route-table'

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: toRouteObjects(routeTable, (row) => {
      if (!row.page) return null
      // Each page shows its own spinner while loading: a detail leaves the feed in place.
      const Page = pageElements[row.page].Component
      return <Page />
    }),
  },
]

function AppRoutes() {
  return useRoutes(routes)
}

// A navigation renders at once, not as a transition: a step through the days is drawn in the
// click's own task instead of in slices with frames between them (docs/architecture.md#start-picture).
// No page suspends to wait for its code (on-demand.tsx), so a transition would hold nothing back.
export function AppRouter() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')} useTransitions={false}>
      <NavigationSeam />
      <AppRoutes />
    </BrowserRouter>
  )
}
