// Which of the optional categories this server has configured (null while the settings load).
import { useEffect, useState } from 'react'
import { loadClientConfig } from '@/lib/auth/client-config'
import type { TelemetryConsent } from './telemetry-consent'

export type Category = keyof TelemetryConsent

export const CATEGORY_TEXTS: Record<Category, { label: string; hint: string }> = {
  analytics: {
    label: 'Nutzungsstatistik',
    hint: 'Zählt anonym mit Matomo, welche Funktionen genutzt werden: ohne Cookies, ohne Suchbegriffe, ohne Ihre E-Mail-Adresse.',
  },
  errorReports: {
    label: 'Fehlerberichte',
    hint: 'Meldet Fehler der App mit technischen Angaben, ohne Anmeldedaten und ohne E-Mail-Adressen.',
  },
}

export function useConfiguredCategories(): Category[] | null {
  const [categories, setCategories] = useState<Category[] | null>(null)
  useEffect(() => {
    loadClientConfig().then(
      (config) => {
        const configured: Category[] = []
        if (config.analyticsUrl) configured.push('analytics')
        if (config.errorReportDsn) configured.push('errorReports')
        setCategories(configured)
      },
      () => setCategories([]),
    )
  }, [])
  return categories
}
