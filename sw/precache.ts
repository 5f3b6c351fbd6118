// The app shell: every built file (scripts, styles, index.html, icons, manifest) is precached at
// install, and navigations under /app/ are answered with index.html so deep links open offline,
// with the last-seen Monat's picture where one was kept for the address (start-picture.ts).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { withStoredStartPicture } from './start-picture'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

export function precacheAppShell(): void {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
}

export function appShellNavigation(): NavigationRoute {
  const shell = createHandlerBoundToURL('index.html')
  return new NavigationRoute(
    async (options) => withStoredStartPicture(options.request, await shell(options)),
    { allowlist: [/^\/app\//] },
  )
}

export const isAppConfig = (url: URL) => url.pathname === '/app/config.json'

// The app cannot start without its configuration. It changes only with a deployment, so the
// last one seen starts the app at once (offline, or on a network that hangs) while the network
// refreshes it for the next start.
export const appConfigStrategy = new StaleWhileRevalidate({ cacheName: 'agenda-config' })
