// Which component each page of the route table renders. Every page is loaded lazily so the first
// screen only carries the shell; the page a start opens on is preloaded alongside the sign-in.
import { lazy, type ComponentType } from 'react'
import type { PageName } from './route-table'

interface PageModule {
  default: ComponentType
}

export interface LazyPage {
  Component: ComponentType
  preload: () => Promise<PageModule>
}

/**
 * A page that renders at once when its code is already here and suspends only otherwise. React
 * holds back the reveal of a suspended page for up to 300 ms after its fallback appeared, so a
 * page preloaded in time must not suspend at all.
 */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined
  let loading: Promise<PageModule> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined // a later visit may try again
        throw error
      },
    ))
  const Suspending = lazy(preload)
  function Component() {
    const Loaded = loaded ?? Suspending
    return <Loaded />
  }
  return { Component, preload }
}

export const pageElements: Record<PageName, LazyPage> = {
  feed: lazyPage(() => import('@/features/agenda/feed-page')),
  eventDetail: lazyPage(() => import('@/features/agenda/event-detail-page')),
  zenFeed: lazyPage(() => import('@/features/agenda/zen-feed-page')),
  zenEventDetail: lazyPage(() => import('@/features/agenda/event-detail-page')),
  mediaItemDetails: lazyPage(() => import('@/features/news/news-item-page')),
  unauthorized: lazyPage(() => import('./pages/unauthorized-page')),
  consent: lazyPage(() => import('./pages/consent-page')),
  submit: lazyPage(() => import('./pages/submit-page')),
  settings: lazyPage(() => import('./pages/settings-page')),
  terms: lazyPage(() => import('./pages/terms-page')),
  privacy: lazyPage(() => import('./pages/privacy-page')),
  imprint: lazyPage(() => import('./pages/imprint-page')),
}
