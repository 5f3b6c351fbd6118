// Relative URLs of our three REST services get the service's API prefix, so a caller
// writes 'events/events/search' and the request goes to '/events/api/v1/events/search'.

export const API_SERVICES = ['events', 'filters', 'eventreports'] as const

export const DEFAULT_API_VERSION = 'v1'

const SERVICE_PATH = new RegExp(`^(${API_SERVICES.join('|')})(?:/(.*))?$`, 's')

/**
 * The rule: a relative URL `{service}/{path}` whose first segment is events, filters or
 * eventreports becomes `/{service}/api/{version}/{path}`:
 *   'events/events/search'  → '/events/api/v1/events/search'
 *   'filters/filters?size=5' → '/filters/api/v1/filters?size=5'
 *   'eventreports/news/7'   → '/eventreports/api/v1/news/7'
 * Absolute URLs, paths starting with '/', URLs already holding '{service}/api/' and relative
 * URLs of other services pass through unchanged.
 */
export function apiUrl(url: string, version: string = DEFAULT_API_VERSION): string {
  const match = SERVICE_PATH.exec(url)
  if (!match) return url
  const [, service, path = ''] = match
  if (path.startsWith('api/')) return `/${url}`
  return `/${service}/api/${version}/${path}`
}
