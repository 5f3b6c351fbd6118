// Runs the analytics and the error reports as the telemetry plan says (configured and agreed),
// asks for consent through the cookie panel while the user has not decided, and turns what the
// user does (search, filters, Zen pages, signing in) into events. Loaded once the first screen
// has settled; it renders nothing (docs/architecture.md#analytics-and-error-reports).
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { loadClientConfig, type ClientConfig } from '@/lib/auth/client-config'
import { cookieConsentPendingAtom } from '@/stores/cookie-consent'
import { filtersAtom } from '@/stores/feed-filters'
import { isZenPreferredAtom } from '@/stores/zen-preference'
import { telemetryConsentAtom } from './telemetry-consent'
import { browserEnvironment, needsConsent, telemetryPlan } from './telemetry-plan'
import { dropWaitingEvents, track } from '@/lib/analytics/track'

/** The Zen route without ids: `/zen/preview/detail/:id`. */
export const zenView = (pathname: string) =>
  pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id').replace(/\/$/, '')

let identified: string | null = null

// The tracker's and the error reports' code, loaded once the plan first runs them (mostly never:
// without configuration or consent neither is wanted); stopping needs them only after that.
let matomoLoaded = false
let errorReportsLoaded = false

function useTelemetryRuns(config: ClientConfig | null) {
  const consent = useAtomValue(telemetryConsentAtom)
  const setPending = useSetAtom(cookieConsentPendingAtom)
  const { analyticsUrl, errorReportDsn } = telemetryPlan(config, consent, browserEnvironment())
  const asks = needsConsent(config, consent)

  useEffect(() => {
    if (asks) setPending(true)
  }, [asks, setPending])
  useEffect(() => {
    // Never started: no tracker to tell, only the waiting events to forget.
    if (!analyticsUrl && !matomoLoaded) {
      dropWaitingEvents()
      return
    }
    matomoLoaded = true
    void import('./matomo-tracker').then((matomo) =>
      analyticsUrl ? matomo.startMatomo(analyticsUrl) : matomo.stopMatomo(),
    )
  }, [analyticsUrl])
  useEffect(() => {
    if (!errorReportDsn && !errorReportsLoaded) return
    errorReportsLoaded = true
    void import('./error-reports').then((reports) =>
      errorReportDsn ? reports.startErrorReports(errorReportDsn) : reports.stopErrorReports(),
    )
  }, [errorReportDsn])
}

function useFeatureEvents() {
  const filters = useAtomValue(filtersAtom)
  const previous = useRef(filters)
  useEffect(() => {
    const before = previous.current
    previous.current = filters
    if (before === filters) return
    const words = filters.searchText.trim().split(/\s+/).filter(Boolean).length
    if (filters.searchText !== before.searchText && words > 0) track({ kind: 'search', words })
    if (filters.filterRules !== before.filterRules) {
      track({ kind: 'filters', types: [...new Set(filters.filterRules.map((rule) => rule.type))] })
    }
  }, [filters])

  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname.startsWith('/zen')) track({ kind: 'zen-navigation', view: zenView(pathname) })
  }, [pathname])

  const profile = useAtomValue(profileAtom)
  const zenPreferred = useAtomValue(isZenPreferredAtom)
  useEffect(() => {
    if (!profile || identified === profile.sub) return
    identified = profile.sub
    const presentation = zenPreferred ? 'zen' : 'classic'
    track({ kind: 'identify', presentation, planner: profile.isPlanner === true })
  }, [profile, zenPreferred])
}

export default function TelemetryHost() {
  const [config, setConfig] = useState<ClientConfig | null>(null)
  useEffect(() => {
    loadClientConfig().then(setConfig, () => undefined)
  }, [])
  useTelemetryRuns(config)
  useFeatureEvents()
  return null
}
