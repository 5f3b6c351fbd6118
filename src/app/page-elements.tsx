// Which component each page of the route table renders. Every page is loaded on demand so the
// first screen only carries the shell; main.tsx preloads the page a start opens on.
import type { ComponentType } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { onDemand, type OnDemand } from '@/lib/react/on-demand'
import type { PageName } from './route-table'

const page = (load: () => Promise<{ default: ComponentType }>) =>
  onDemand(load, <Spinner label="Seite wird geladen …" />, { essential: true })

export const pageElements: Record<PageName, OnDemand<object>> = {
  feed: page(() => import('@/features/agenda/feed/feed-page')),
  eventDetail: page(() => import('@/features/agenda/detail/event-detail-page')),
  zenFeed: page(() => import('@/features/agenda/zen/zen-feed-page')),
  zenEventDetail: page(() => import('@/features/agenda/detail/event-detail-page')),
  mediaItemDetails: page(() => import('@/features/news/news-item-page')),
  unauthorized: page(() => import('./pages/unauthorized-page')),
  consent: page(() => import('./pages/consent-page')),
  submit: page(() => import('./pages/submit-page')),
  settings: page(() => import('./pages/settings-page')),
  terms: page(() => import('./pages/terms-page')),
  privacy: page(() => import('./pages/privacy-page')),
  imprint: page(() => import('./pages/imprint-page')),
  help: page(() => import('./pages/faq-page')),
  support: page(() => import('./pages/support-page')),
  planningQueue: page(() => import('@/features/planning/planning-queue-page')),
  planningSubmission: page(() => import('./pages/planning-submission-page')),
  planningSubmissionEdit: page(() =>
    import('./pages/desk-form-pages').then((pages) => ({ default: pages.EditSubmissionPage })),
  ),
  planningEventNew: page(() =>
    import('./pages/desk-form-pages').then((pages) => ({ default: pages.NewEventPage })),
  ),
  planningEventEdit: page(() =>
    import('./pages/desk-form-pages').then((pages) => ({ default: pages.EditEventPage })),
  ),
}
