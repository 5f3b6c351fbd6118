// Starts the guided tour from the help menu: on a page without the agenda it first opens the
// agenda in the reader's presentation. The tour's code loads only now.
import { useAtomValue } from 'jotai'
import { useNavigate } from 'react-router-dom'
import { CLASSIC_HOME, ZEN_HOME } from '@/features/presentation/presentation-paths'
import { isZenPreferredAtom } from '@/stores/zen-preference'

export function useLaunchTour() {
  const navigate = useNavigate()
  const isZen = useAtomValue(isZenPreferredAtom)
  return async () => {
    const tour = import('@/lib/tour/start-tour')
    if (!document.querySelector('.agenda-page, .zen-page')) {
      await navigate(isZen ? ZEN_HOME : CLASSIC_HOME)
    }
    await (await tour).startTourOnScreen()
  }
}
