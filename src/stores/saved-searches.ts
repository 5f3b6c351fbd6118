// The saved search the URL's filterId selects (SPEC §2, §6), for every part of the app: the
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

/** SPEC §6: a non-public saved search matching filterId, with its name and rules. */
export const currentPrivateSavedSearchAtom = atom((get) => {
  const current = get(currentSavedSearchAtom)
  if (!current || current.isPublic || !current.isOwn) return null
  return { id: current.id, name: current.name, filterRules: current.filterRules }
})
