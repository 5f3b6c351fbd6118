// Ties the selection to what the feed shows (docs/product.md#selection): another account, view
// mode, range or search is another scope and starts empty; leaving the feed empties it. Opening an
// entry's detail keeps it, as the feed stays mounted under the detail.
import { useLayoutEffect } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import type { EventSearchRequest } from '@domain/events-api'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { selectionScopeAtom } from '@/stores/entry-selection'

export function useSelectionScope(mode: string, request: EventSearchRequest) {
  const account = useAtomValue(profileAtom)?.sub ?? ''
  const setScope = useSetAtom(selectionScopeAtom)
  // The request holds the range, the rules (search text included) and the sort.
  const scope = JSON.stringify([account, mode, request])
  // Before paint, so entries of the last scope never show as still selected.
  useLayoutEffect(() => {
    setScope(scope)
    return () => setScope(null)
  }, [scope, setScope])
}
