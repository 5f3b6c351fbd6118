// Where a change of presentation leads: the same view (and open detail) in the other family,
// as far as it exists there (zen has only preview and list).
const FEED_PATH = /^\/(events|zen)\/([^/]+)(\/detail\/[^/]+)?\/?$/

export const ZEN_HOME = '/zen/preview'
export const CLASSIC_HOME = '/events/standard'

export function pathAfterPresentationChange(pathname: string, isZen: boolean): string {
  const match = FEED_PATH.exec(pathname)
  if (!match) return isZen ? ZEN_HOME : CLASSIC_HOME
  const [, , viewMode = '', detail = ''] = match
  if (isZen) return `/zen/${viewMode === 'list' ? 'list' : 'preview'}${detail}`
  return `/events/${viewMode}${detail}`
}
