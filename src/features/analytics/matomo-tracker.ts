// Matomo's own tracker (matomo.js from the configured ANALYTICS_URL), loaded only once the
// telemetry plan allows it. Cookies stay off; page addresses go without their query (it can hold
// search words); on stop the tracker is told to require a consent it never gets, so a withdrawn
// consent ends every hit including the heartbeat (docs/security.md#analytics-and-error-reports).
import {
  HEARTBEAT_SECONDS,
  MATOMO_SITE_ID,
  TRACKER_WAIT_MS,
} from '@/lib/analytics/analytics-constants'
import { dropWaitingEvents, setTrackSink, type TrackEvent } from '@/lib/analytics/track'

type Command = [string, ...(string | number)[]]

declare global {
  interface Window {
    _paq?: Command[]
    Matomo?: unknown
  }
}

/** The Matomo event (category, action, name, value) of an app event. */
export function matomoCommand(event: TrackEvent): Command {
  switch (event.kind) {
    case 'search':
      return ['trackEvent', 'Suche', 'Suchen', 'Wörter', event.words]
    case 'filters':
      return ['trackEvent', 'Filter', 'Ändern', [...event.types].sort().join(',') || 'keine']
    case 'save':
      return ['trackEvent', 'Gespeicherte Suche', 'Speichern']
    case 'share':
      return ['trackEvent', 'Gespeicherte Suche', 'Teilen', 'Empfänger', event.recipients]
    case 'favourite':
      return [
        'trackEvent',
        'Favoriten',
        event.on ? 'Markieren' : 'Entfernen',
        'Anzahl',
        event.count,
      ]
    case 'zen-navigation':
      return ['trackEvent', 'Zen', 'Navigation', event.view]
    case 'identify':
      return [
        'trackEvent',
        'Anmeldung',
        event.presentation,
        event.planner ? 'Planung' : 'Redaktion',
      ]
  }
}

let loading: HTMLScriptElement | null = null
let giveUp: number | undefined
let stopped = false

const queue = (): Command[] => (window._paq ??= [])

/** Starts (or resumes) tracking to the Matomo at `baseUrl`. */
export function startMatomo(baseUrl: string): void {
  const paq = queue()
  if (!loading) {
    paq.push(
      ['disableCookies'],
      ['setTrackerUrl', `${baseUrl}/matomo.php`],
      ['setSiteId', MATOMO_SITE_ID],
      ['enableHeartBeatTimer', HEARTBEAT_SECONDS],
      ['setReferrerUrl', ''],
    )
    loading = document.createElement('script')
    loading.async = true
    loading.src = `${baseUrl}/matomo.js`
    loading.addEventListener('load', () => window.clearTimeout(giveUp))
    document.head.append(loading)
    giveUp = window.setTimeout(() => {
      if (window.Matomo === undefined) stopMatomo()
    }, TRACKER_WAIT_MS)
  }
  // Resumed after a withdrawal in this tab: the tracker waits for consent since then.
  if (stopped) paq.push(['setConsentGiven'])
  stopped = false
  paq.push(['setCustomUrl', location.origin + location.pathname], ['trackPageView'])
  // Asked anew each time: once loaded, matomo.js replaces the queue with its own.
  setTrackSink((event) => queue().push(matomoCommand(event)))
}

/** Consent withdrawn (or the tracker never came): nothing more leaves, the waiting is dropped. */
export function stopMatomo(): void {
  setTrackSink(null)
  dropWaitingEvents()
  // Never started (or already stopped): the tracker has nothing to be told.
  if (!loading || stopped) return
  // Without cookies the tracker keeps no consent, so from now on it sends nothing.
  queue().push(['requireConsent'], ['forgetConsentGiven'])
  stopped = true
}
