import { formatEventTimes, formatShortDay, joinEventTimes } from '@domain/berlin-time'
import { eventDays } from '@domain/event-days'
import type { ItemMetadataView } from '../folder-view'

/**
 * When a folder item happens, short enough for the sidebar: 'Di., 24.11., 10:00–12:30',
 * 'Di., 24.11., ganztägig', or 'Di., 24.11. – Fr., 27.11.' for several days.
 */
export function folderItemWhen(metadata: ItemMetadataView): string {
  const { from, to } = eventDays(metadata)
  if (to === from) return `${formatShortDay(from)}, ${joinEventTimes(formatEventTimes(metadata))}`
  const days = `${formatShortDay(from)} – ${formatShortDay(to)}`
  return metadata.isWholeDay ? days : `${days}, ab ${formatEventTimes(metadata).start}`
}
