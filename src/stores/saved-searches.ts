// The saved search the URL's filterId selects (docs/product.md#saved-searches), for the app: the
// saved-searches feature sets it, others (alerts, the feed) read it.
import { atom } from 'jotai'
import type { FilterRule } from '@domain/filter-rules'

export interface CurrentSavedSearch {
  id: string
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  /** False for another user's public search opened from a shared link. */
  isOwn: boolean
}

/** The saved search selected by filterId, or null when none is selected or it is unknown. */
export const currentSavedSearchAtom = atom<CurrentSavedSearch | null>(null)
