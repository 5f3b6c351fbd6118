// The one action that changes the presentation (onboarding dialog, zen prompt, header toggle):
// store the choice on the device, reset the filters as SPEC §4 says, tell the server (through
// the outbox, so an offline choice arrives later) and show the chosen family's view.
import { useCallback } from 'react'
import { useSetAtom } from 'jotai'
import { useLocation, useNavigate } from 'react-router-dom'
import { saveZenModeOnServer } from '@/offline/zen-mode-write'
import { resetFiltersForPresentationAtom } from '@/stores/filters'
import { chooseZenPreferenceAtom } from '@/stores/zen-preference'
import { pathAfterPresentationChange } from './presentation-paths'

export function useChangePresentation() {
  const choose = useSetAtom(chooseZenPreferenceAtom)
  const resetFilters = useSetAtom(resetFiltersForPresentationAtom)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  return useCallback(
    async (isZen: boolean, target?: string) => {
      resetFilters(isZen)
      // The preference atoms change at once; the route guards must see it before navigating.
      const stored = choose(isZen)
      await navigate(target ?? pathAfterPresentationChange(pathname, isZen))
      await stored
      await saveZenModeOnServer(isZen)
    },
    [choose, resetFilters, navigate, pathname],
  )
}
