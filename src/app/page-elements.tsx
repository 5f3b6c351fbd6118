// Which component each page of the route table renders. Every page is loaded lazily so the first
// screen only carries the shell.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageName } from './route-table'

export const pageElements: Record<PageName, LazyExoticComponent<ComponentType>> = {
  feed: lazy(() => import('@/features/agenda/feed-page')),
  eventDetail: lazy(() => import('@/features/agenda/event-detail-page')),
  zenFeed: lazy(() => import('@/features/agenda/zen-feed-page')),
  zenEventDetail: lazy(() => import('@/features/agenda/event-detail-page')),
  mediaItemDetails: lazy(() => import('@/features/news/news-item-page')),
  unauthorized: lazy(() => import('./pages/unauthorized-page')),
  consent: lazy(() => import('./pages/consent-page')),
  submit: lazy(() => import('./pages/submit-page')),
  settings: lazy(() => import('./pages/settings-page')),
  terms: lazy(() => import('./pages/terms-page')),
  privacy: lazy(() => import('./pages/privacy-page')),
  imprint: lazy(() => import('./pages/imprint-page')),
}
