// Moving saved searches within their order: by drag and drop onto another one, or one step up or
// down from its menu.
import type { SavedSearch } from './saved-search'

export function moveSearches(
  searches: readonly SavedSearch[],
  moved: ReadonlySet<string>,
  targetId: string,
  position: 'before' | 'after' | 'on',
): SavedSearch[] {
  const moving = searches.filter((search) => moved.has(search.id))
  const rest = searches.filter((search) => !moved.has(search.id))
  const targetIndex = rest.findIndex((search) => search.id === targetId)
  if (targetIndex < 0) return [...searches]
  const at = position === 'before' ? targetIndex : targetIndex + 1
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)]
}
