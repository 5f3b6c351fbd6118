// Whether the tracker and the error reports may run: only what is configured on the server AND
// agreed to by the user; error reports also stay off under automated tests (navigator.webdriver)
// unless a test opts in (docs/security.md#analytics-and-error-reports).
import type { ClientConfig } from '@/lib/auth/client-config'
import type { TelemetryConsent } from './telemetry-consent'

export interface TelemetryPlan {
  analyticsUrl: string | null
  errorReportDsn: string | null
}

export interface TelemetryEnvironment {
  automated: boolean
  /** A receiver test's explicit wish for error reports despite automation. */
  testOptIn: boolean
}

type Configured = Pick<ClientConfig, 'analyticsUrl' | 'errorReportDsn'>

export function telemetryPlan(
  config: Configured | null,
  consent: TelemetryConsent | null,
  environment: TelemetryEnvironment,
): TelemetryPlan {
  const reportsAllowed = !environment.automated || environment.testOptIn
  return {
    analyticsUrl: (consent?.analytics && config?.analyticsUrl) || null,
    errorReportDsn: (consent?.errorReports && reportsAllowed && config?.errorReportDsn) || null,
  }
}

/** Something to ask the user about: configured, and not decided yet. */
export const needsConsent = (config: Configured | null, consent: TelemetryConsent | null) =>
  consent === null && Boolean(config?.analyticsUrl || config?.errorReportDsn)

declare global {
  interface Window {
    /** Set by the error-report receiver test only (tests/e2e/analytics.spec.ts). */
    agendaErrorReportsUnderTest?: boolean
  }
}

export const browserEnvironment = (): TelemetryEnvironment => ({
  automated: navigator.webdriver,
  testOptIn: window.agendaErrorReportsUnderTest === true,
})
