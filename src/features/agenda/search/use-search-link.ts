// The search in the address (docs/product.md#search-links), so a search can be linked: the feed
// writes its rules there (replacing the entry, so typing never floods the history), and an
// address that brings a search (a reload, a shared link, back and forward) sets the feed to it.
import { useEffect, useRef } from 'react'
import { useSetAtom } from 'jotai'
import { useHref, useLocation, useSearchParams } from 'react-router-dom'
import type { FilterRule } from '@domain/filter-rules'
import { filtersOfRules, rulesOfFilters } from '@domain/filter-selection'
import {
  FILTER_ID_PARAM,
  FILTER_PARAM,
  SEARCH_TEXT_PARAM,
  rulesOfSearchLink,
  searchLinkParams,
  writeSearchLink,
} from '@domain/search-link'
import type { StoredFilters } from '@/offline/local-data'
import { filtersAtom } from '@/stores/feed-filters'

const linkKey = (rules: readonly FilterRule[]) =>
  new URLSearchParams(searchLinkParams(rules)).toString()

export function useSearchLink(filters: StoredFilters, restored: boolean) {
  const [params, setParams] = useSearchParams()
  const setFilters = useSetAtom(filtersAtom)
  const feedPath = useHref({ pathname: useLocation().pathname })
  /** The search last agreed between address and feed, and the feed's when it last waited. */
  const seen = useRef<{ link?: string; waited?: string }>({})

  useEffect(() => {
    if (!restored) return
    const linked = rulesOfSearchLink(params.get(SEARCH_TEXT_PARAM), params.getAll(FILTER_PARAM))
    const linkedKey = linked ? linkKey(linked) : null
    const rules = rulesOfFilters(filters)
    const key = linkKey(rules)
    if (linked && linkedKey !== null && linkedKey !== seen.current.link) {
      seen.current = { link: linkedKey }
      if (linkedKey !== key) setFilters(filtersOfRules(linked, filters))
      return
    }
    // A saved search's own link (filterId alone) applies its rules first; wait for them.
    const waiting = !linked && params.has(FILTER_ID_PARAM)
    if (waiting && (seen.current.waited ?? key) === key) {
      seen.current.waited = key
      return
    }
    // The address moved on (back, forward) before the router re-rendered: writing now would
    // replace the page the reader went to with the feed.
    if (window.location.pathname !== feedPath) return
    if (linkedKey !== key) {
      seen.current = { link: key }
      setParams(
        (before) => {
          const after = new URLSearchParams(before)
          writeSearchLink(after, rules)
          return after
        },
        { replace: true },
      )
    }
  }, [restored, params, filters, setFilters, setParams, feedPath])
}
