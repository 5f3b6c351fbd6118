// The one action that changes the presentation (onboarding dialog, zen prompt, header toggle):
// store the choice on the device, reset the filters (docs/product.md#presentation), tell the server
// (through the outbox, so an offline choice arrives later) and show the chosen family's view.
import { startTransition, useCallback } from 'react'
import { useSetAtom } from 'jotai'
import { useLocation, useNavigate } from 'react-router-dom'
import { resetFiltersForPresentationAtom } from '@/stores/feed-filters'
import { chooseZenPreferenceAtom } from '@/stores/zen-preference'

export function useChangePresentation() {
  const choose = useSetAtom(chooseZenPreferenceAtom)
  const resetFilters = useSetAtom(resetFiltersForPresentationAtom)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  return useCallback(
    async (isZen: boolean, target?: string) => {
      // Loaded on use, like the server write below: the header's switch is on the first screen.
      const paths = await import('./presentation-paths')
      let stored: Promise<void> = Promise.resolve()
      // One transition (the router navigates in transitions): the route guards never see the
      // new preference on the old path, which would redirect somewhere else first.
      startTransition(() => {
        resetFilters(isZen)
        stored = choose(isZen)
        void navigate(target ?? paths.pathAfterSwitch(pathname, search, isZen))
      })
      await stored
      const { saveZenModeOnServer } = await import('./api/profile-writes')
      await saveZenModeOnServer(isZen)
    },
    [choose, resetFilters, navigate, pathname, search],
  )
}
