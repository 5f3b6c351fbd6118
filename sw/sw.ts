// The service worker, read as a table of routes; each concern lives in its own file.
// Routes are tried in order; anything without a route (tokens, /useradmin, /idp) goes to the network.
import { clientsClaim } from 'workbox-core'
import { registerRoute } from 'workbox-routing'
import { appConfigStrategy, appShellNavigation, isAppConfig, precacheAppShell } from './precache'
import {
  daySummaryStrategy,
  eventDetailStrategy,
  eventSearchStrategy,
  isDaySummary,
  isEventDetail,
  isEventSearch,
  isNewsItem,
  newsItemStrategy,
} from './events-cache'
import { imagesStrategy } from './images-cache'
import { listenForPageMessages } from './messages'
import { listenForPushes } from './push-notifications'
import { forgetStartPictureOnActivate } from './start-picture'

precacheAppShell()
registerRoute(appShellNavigation())
registerRoute(({ url }) => isAppConfig(url), appConfigStrategy)
registerRoute(({ url }) => isEventSearch(url), eventSearchStrategy, 'POST')
registerRoute(({ url }) => isDaySummary(url), daySummaryStrategy, 'POST')
registerRoute(({ url }) => isEventDetail(url), eventDetailStrategy)
registerRoute(({ url }) => isNewsItem(url), newsItemStrategy)
registerRoute(({ request }) => request.destination === 'image', imagesStrategy)

listenForPageMessages()
listenForPushes()
forgetStartPictureOnActivate()
// The first install controls the open page at once, so its agenda is cached on the first visit.
clientsClaim()
