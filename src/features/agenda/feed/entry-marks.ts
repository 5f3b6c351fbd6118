// The marks an entry carries only in some states (docs/product.md#planning-desk,
// docs/product.md#embargo): the class that strikes a cancelled or postponed entry's title is here
// at once; the words of its status and of a Sperrfrist load as the first entry with one is drawn,
// so the first screen does not carry them (docs/architecture.md#start-up).
import type { DayEntry } from '@domain/events-api'
import { onDemand } from '@/lib/react/on-demand'

/** The status class of an entry's frame, which strikes its title through: '' when planned. */
export const statusClassName = (event: Pick<DayEntry, 'status'>) =>
  event.status === 'planned' ? '' : `is-${event.status}`

export const statusMark = onDemand(() => import('./status-mark'))
export const embargoMark = onDemand(() => import('./embargo-mark'))
