import { describe, expect, it } from 'vitest'
import { needsConsent, telemetryPlan } from './telemetry-plan'

const configured = {
  analyticsUrl: 'https://stats.example.org',
  errorReportDsn: 'https://key@errors.example.org/4',
}
const human = { automated: false, testOptIn: false }
const yes = { analytics: true, errorReports: true }

describe('telemetryPlan', () => {
  it('runs nothing without configuration, whatever the consent', () => {
    expect(telemetryPlan({}, yes, human)).toEqual({ analyticsUrl: null, errorReportDsn: null })
    expect(telemetryPlan(null, yes, human)).toEqual({ analyticsUrl: null, errorReportDsn: null })
  })

  it('runs nothing configured without consent, undecided or refused', () => {
    const off = { analyticsUrl: null, errorReportDsn: null }
    expect(telemetryPlan(configured, null, human)).toEqual(off)
    expect(telemetryPlan(configured, { analytics: false, errorReports: false }, human)).toEqual(off)
  })

  it('runs each category with its configuration and its own consent', () => {
    expect(telemetryPlan(configured, yes, human)).toEqual(configured)
    expect(telemetryPlan(configured, { analytics: true, errorReports: false }, human)).toEqual({
      analyticsUrl: configured.analyticsUrl,
      errorReportDsn: null,
    })
    expect(telemetryPlan(configured, { analytics: false, errorReports: true }, human)).toEqual({
      analyticsUrl: null,
      errorReportDsn: configured.errorReportDsn,
    })
  })

  it('sends no error reports under automated tests unless the test opts in', () => {
    const automated = { automated: true, testOptIn: false }
    expect(telemetryPlan(configured, yes, automated).errorReportDsn).toBeNull()
    expect(
      telemetryPlan(configured, yes, { automated: true, testOptIn: true }).errorReportDsn,
    ).toBe(configured.errorReportDsn)
  })

  it('asks only when something is configured and nothing decided', () => {
    expect(needsConsent(configured, null)).toBe(true)
    expect(needsConsent({ errorReportDsn: configured.errorReportDsn }, null)).toBe(true)
    expect(needsConsent({}, null)).toBe(false)
    expect(needsConsent(configured, { analytics: false, errorReports: false })).toBe(false)
  })
})
