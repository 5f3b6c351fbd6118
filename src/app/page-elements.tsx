// Which component each page of the route table renders. Every page is loaded lazily so the first
// screen only carries the shell; main.tsx preloads the page a start opens on.
import { preloadableLazy, type PreloadableLazy } from '@/lib/react/preloadable-lazy'
import type { PageName } from './route-table'

export const pageElements: Record<PageName, PreloadableLazy<object>> = {
  feed: preloadableLazy(() => import('@/features/agenda/feed-page')),
  eventDetail: preloadableLazy(() => import('@/features/agenda/event-detail-page')),
  zenFeed: preloadableLazy(() => import('@/features/agenda/zen-feed-page')),
  zenEventDetail: preloadableLazy(() => import('@/features/agenda/event-detail-page')),
  mediaItemDetails: preloadableLazy(() => import('@/features/news/news-item-page')),
  unauthorized: preloadableLazy(() => import('./pages/unauthorized-page')),
  consent: preloadableLazy(() => import('./pages/consent-page')),
  submit: preloadableLazy(() => import('./pages/submit-page')),
  settings: preloadableLazy(() => import('./pages/settings-page')),
  terms: preloadableLazy(() => import('./pages/terms-page')),
  privacy: preloadableLazy(() => import('./pages/privacy-page')),
  imprint: preloadableLazy(() => import('./pages/imprint-page')),
}
