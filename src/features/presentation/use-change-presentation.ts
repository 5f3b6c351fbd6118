// The one action that changes the presentation (onboarding dialog, zen prompt, header toggle):
// store the choice on the device, reset the filters (docs/product.md#presentation), tell the server
// (through the outbox, so an offline choice arrives later) and show the chosen family's view.
import { startTransition, useCallback } from 'react'
import { useSetAtom } from 'jotai'
import { useLocation, useNavigate } from 'react-router-dom'
import { resetFiltersForPresentationAtom } from '@/stores/feed-filters'
import { showZenChoiceAtom, storeZenChoice } from '@/stores/zen-preference'

export function useChangePresentation() {
  const showChoice = useSetAtom(showZenChoiceAtom)
  const resetFilters = useSetAtom(resetFiltersForPresentationAtom)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  return useCallback(
    async (isZen: boolean, target?: string) => {
      // Loaded on use, like the server write below: the header's switch is on the first screen.
      const paths = await import('./presentation-paths')
      // Stored first: a reload right after the switch (an e2e test's page.goto did) read the old
      // choice while the write was still under way, and the route guards sent it back. A device
      // that cannot store it still shows it; the failure ends the call below, as before.
      const stored = storeZenChoice(isZen)
      await stored.catch(() => undefined)
      // One transition (the router navigates in transitions): the route guards never see the
      // new preference on the old path, which would redirect somewhere else first.
      startTransition(() => {
        resetFilters(isZen)
        showChoice(isZen)
        void navigate(target ?? paths.pathAfterSwitch(pathname, search, isZen))
      })
      await stored
      const { saveZenModeOnServer } = await import('./api/profile-writes')
      await saveZenModeOnServer(isZen)
    },
    [showChoice, resetFilters, navigate, pathname, search],
  )
}
