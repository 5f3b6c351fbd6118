// Wire types of the events and event-reports APIs, shared by the app, the service worker and the
// server (whose TypeBox schemas must match these).
import type { EventKind, EventStatus, FilterRule, MaterialType } from './filter-rules'

export interface EventLocation {
  name: string | null
  street: string | null
  city: string | null
  area: string | null
  locality: string | null
  federalState: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
}

/** An agenda entry as the list views need it. Times are ISO 8601 with offset. */
export interface AgendaEvent {
  id: string
  kind: EventKind
  title: string
  teaser: string
  startTime: string
  endTime: string
  isWholeDay: boolean
  location: EventLocation
  ressorts: string[]
  regionalServices: string[]
  materialTypes: MaterialType[]
  isTop: boolean
  genre: string | null
  status: EventStatus
  embargo: string | null
  dateUpdated: string
  image: { kind: 'current' | 'archive'; url: string; caption: string } | null
}

export interface NewsItemSummary {
  id: string
  headline: string
  genre: string
  materialType: MaterialType
  publishedAt: string
}

/** The full event of GET /events/api/v1/events/{eventID}. */
export interface AgendaEventDetail extends AgendaEvent {
  description: string
  coverage: Partial<Record<MaterialType, string>>
  copyright: string | null
  notes: string | null
  contacts: { name: string; role?: string; email?: string; phone?: string }[]
  links: { label: string; url: string }[]
  dateCreated: string
  newsItems: NewsItemSummary[]
}

/** GET /eventreports/api/v1/news/{newsItemId}. */
export interface NewsItem extends NewsItemSummary {
  body: string
  event: { id: string; title: string }
}

export type SearchSort = 'startTime' | 'dateUpdated'
export type SortOrder = 'asc' | 'desc'

/** POST /events/api/v1/events/search. */
export interface EventSearchRequest {
  filterRules: FilterRule[]
  /** Window start and end, ISO 8601; an entry is in the window when it overlaps it. */
  from: string
  to: string
  sort?: SearchSort
  order?: SortOrder
  cursor?: string
  /** 1–200, default 50. */
  limit?: number
}

export type FacetCounts = Record<string, number>

export interface EventSearchFacets {
  ressort: FacetCounts
  regionalService: FacetCounts
  materialType: FacetCounts
  kind: FacetCounts
}

export interface EventSearchResponse {
  items: AgendaEvent[]
  nextCursor: string | null
  total: number
  facets: EventSearchFacets
}
