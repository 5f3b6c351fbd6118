// Where a change of presentation leads: the same view (and open detail) in the other family,
// as far as it exists there (zen has only preview and list); zen off returns to the classic view
// it was turned on from.
import { addressInTab, CLASSIC_VIEW_IN_TAB } from '@/offline/local-data'

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

/** A classic feed's address, to come back to from zen; null for any other page. */
const classicFeedAddress = (pathname: string, search: string): string | null =>
  pathname.startsWith('/events/') && FEED_PATH.test(pathname) ? pathname + search : null

/**
 * Zen off: back to the classic view, with its search, that zen was turned on from (zen has fewer
 * views, so the same view may not exist); an open detail stays open in the classic family.
 */
export function pathAfterZenOff(pathname: string, cameFrom: string | null): string {
  const detail = FEED_PATH.exec(pathname)?.[3]
  return cameFrom && !detail ? cameFrom : pathAfterPresentationChange(pathname, false)
}

const classicView = addressInTab(CLASSIC_VIEW_IN_TAB)

/**
 * Where a change of presentation leads, noting in the tab (so a reload in zen keeps it) the classic view
 * that zen is turned on from; sign-out forgets it with the user's data (local-data.ts).
 */
export function pathAfterSwitch(pathname: string, search: string, isZen: boolean): string {
  const cameFrom = classicView.take()
  const leaving = isZen && classicFeedAddress(pathname, search)
  if (leaving) classicView.note(leaving)
  return isZen ? pathAfterPresentationChange(pathname, true) : pathAfterZenOff(pathname, cameFrom)
}
