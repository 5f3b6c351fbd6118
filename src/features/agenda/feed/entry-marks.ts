// The marks an entry carries only in some states (docs/product.md#planning-desk,
// docs/product.md#embargo): the class that strikes a cancelled or postponed entry's title is here
// at once; the words of its status and of a Sperrfrist load once a loaded entry has one, so the
// first screen does not carry them (docs/architecture.md#start-up).
import { useEffect } from 'react'
import type { DayEntry } from '@domain/events-api'
import { onDemand } from '@/lib/react/on-demand'

/** The status class of an entry's frame, which strikes its title through: '' when planned. */
export const statusClassName = (event: Pick<DayEntry, 'status'>) =>
  event.status === 'planned' ? '' : `is-${event.status}`

export const statusMark = onDemand(() => import('./status-mark'))
export const embargoMark = onDemand(() => import('./embargo-mark'))

/**
 * Loads the marks as soon as a loaded entry needs one, not only a drawn one: paper prints every
 * loaded entry, also after the connection is gone.
 */
export function useEntryMarksFor(entries: readonly Pick<DayEntry, 'status' | 'embargo'>[]) {
  const needed = entries.some((event) => event.status !== 'planned' || event.embargo !== null)
  useEffect(() => {
    // A failed load is left to the marks themselves, which try again once back online.
    if (needed) Promise.all([statusMark.preload(), embargoMark.preload()]).catch(() => undefined)
  }, [needed])
}
