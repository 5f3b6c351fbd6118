// POST /events/api/v1/events/search and the hook the feeds read it through: the first page at
// once, further pages by cursor on demand (endless scrolling) or all of them (day columns, month).
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react'
import type {
  AgendaEvent,
  EventSearchFacets,
  EventSearchRequest,
  EventSearchResponse,
} from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'

export function searchEvents(request: EventSearchRequest, signal?: AbortSignal) {
  return httpClient.post<EventSearchResponse>('events/events/search', request, { signal })
}

export interface EventSearchState {
  status: 'loading' | 'ready' | 'error'
  items: AgendaEvent[]
  total: number
  facets: EventSearchFacets | null
  nextCursor: string | null
  loadingMore: boolean
  errorMessage: string | null
}

type Action =
  | { type: 'start' }
  | { type: 'more' }
  | { type: 'page'; page: EventSearchResponse; append: boolean }
  | { type: 'failed'; message: string }

const initialState: EventSearchState = {
  status: 'loading',
  items: [],
  total: 0,
  facets: null,
  nextCursor: null,
  loadingMore: false,
  errorMessage: null,
}

function reducer(state: EventSearchState, action: Action): EventSearchState {
  switch (action.type) {
    case 'start':
      return initialState
    case 'more':
      return { ...state, loadingMore: true }
    case 'page':
      return {
        status: 'ready',
        items: action.append ? [...state.items, ...action.page.items] : action.page.items,
        total: action.page.total,
        facets: action.page.facets,
        nextCursor: action.page.nextCursor,
        loadingMore: false,
        errorMessage: null,
      }
    case 'failed':
      return { ...state, status: 'error', loadingMore: false, errorMessage: action.message }
  }
}

function messageOf(error: unknown): string {
  return error instanceof HttpError
    ? error.userMessage
    : 'Die Termine konnten nicht geladen werden.'
}

/** A small first page paints quickly; later pages take the API's maximum, so scrolling through
 * thousands of entries needs few requests. */
export const FIRST_PAGE_SIZE = 50
export const PAGE_SIZE = 200

export function useEventSearch(
  request: EventSearchRequest,
  options: { complete?: boolean; enabled?: boolean } = {},
) {
  const [state, dispatch] = useReducer(reducer, initialState)
  const [attempt, retry] = useReducer((count: number) => count + 1, 0)
  const controllerRef = useRef<AbortController | null>(null)
  const requestKey = JSON.stringify(request)
  const complete = options.complete ?? false
  const enabled = options.enabled ?? true

  // A layout effect: the request leaves before the page is painted, not after.
  useLayoutEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    controllerRef.current = controller
    const body: EventSearchRequest = {
      ...(JSON.parse(requestKey) as EventSearchRequest),
      limit: PAGE_SIZE,
    }
    dispatch({ type: 'start' })
    void (async () => {
      try {
        // Day columns and the month need everything anyway; lists paint a small first page.
        const firstLimit = complete ? PAGE_SIZE : FIRST_PAGE_SIZE
        let page = await searchEvents({ ...body, limit: firstLimit }, controller.signal)
        dispatch({ type: 'page', page, append: false })
        while (complete && page.nextCursor) {
          page = await searchEvents({ ...body, cursor: page.nextCursor }, controller.signal)
          dispatch({ type: 'page', page, append: true })
        }
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: messageOf(error) })
      }
    })()
    return () => controller.abort()
  }, [requestKey, complete, enabled, attempt])

  const { nextCursor, loadingMore, status } = state
  const loadMore = useCallback(() => {
    const controller = controllerRef.current
    if (!controller || !nextCursor || loadingMore || status === 'loading') return
    dispatch({ type: 'more' })
    const body = {
      ...(JSON.parse(requestKey) as EventSearchRequest),
      limit: PAGE_SIZE,
      cursor: nextCursor,
    }
    searchEvents(body, controller.signal).then(
      (page) => dispatch({ type: 'page', page, append: true }),
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: messageOf(error) })
      },
    )
  }, [nextCursor, loadingMore, status, requestKey])

  return { ...state, loadMore, retry }
}

export type EventSearch = ReturnType<typeof useEventSearch>
