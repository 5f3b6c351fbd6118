// Where a search matched, shown only while a search is active: its code loads as the first answer
// with matches renders, so the first screen without a search does not carry it
// (docs/architecture.md#start-up).
import { onDemand, onDemandModule } from '@/lib/react/on-demand'

export const bodyMatch = onDemand(() => import('./body-match'))
export const matchRows = onDemandModule(() => import('./match-rows'))
