// Error reports with Sentry's browser SDK to the configured DSN, loaded only once the telemetry
// plan allows it: every report and breadcrumb is scrubbed of tickets and e-mail addresses first,
// no user is attached, and 0.5 of page loads send a performance trace
// (docs/product.md#constants).
import type { BrowserOptions } from '@sentry/browser'
import { ERROR_TRACE_SAMPLE_RATE } from '@/lib/analytics/analytics-constants'
import { scrubDeep, scrubEvent } from './scrub'

let running: string | null = null

export function errorReportOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    release: String(import.meta.env.VITE_APP_VERSION),
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    // Whole transactions, so beforeSendTransaction sees (and scrubs) every span before it leaves.
    traceLifecycle: 'static',
    // Collect as little as the SDK allows; beforeSend scrubs what is left.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    },
    // The API needs no trace headers: requests stay as they are.
    tracePropagationTargets: [],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  }
}

export async function startErrorReports(dsn: string): Promise<void> {
  if (running === dsn) return
  const Sentry = await import('@sentry/browser')
  running = dsn
  Sentry.init({
    ...errorReportOptions(dsn),
    integrations: [Sentry.browserTracingIntegration()],
  })
}

/** Consent withdrawn: the client closes and sends nothing more. */
export async function stopErrorReports(): Promise<void> {
  if (running === null) return
  running = null
  const Sentry = await import('@sentry/browser')
  await Sentry.close()
}
