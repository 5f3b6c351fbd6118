// The provider settings the server hands the app at /app/config.json, so one build runs against
// the embedded provider or a real Auth0 tenant. The last answer is kept for starts offline.
export interface ClientConfig {
  authDomain: string
  authClientId: string
  authAudience: string
  /** Matomo's address, only when configured (docs/security.md#analytics-and-error-reports). */
  analyticsUrl?: string
  /** Where error reports go, only when configured. */
  errorReportDsn?: string
}

const LAST_CONFIG_KEY = 'agenda-client-config'

export async function loadClientConfig(): Promise<ClientConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' })
    if (!response.ok) throw new Error(`config.json answered ${response.status}`)
    const config = (await response.json()) as ClientConfig
    localStorage.setItem(LAST_CONFIG_KEY, JSON.stringify(config))
    return config
  } catch (error) {
    const last = localStorage.getItem(LAST_CONFIG_KEY)
    if (last === null) throw error
    return JSON.parse(last) as ClientConfig
  }
}
