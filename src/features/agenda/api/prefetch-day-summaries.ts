// Reads ahead for Monat and 7-Tage: once the range shown has arrived, the summaries of the ranges
// before and after it are read while the page is idle, once the reader has glanced at it, so a
// step back or forward shows at once.
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { DaySummaryRequest } from '@domain/events-api'
import { onIdle } from '@/lib/idle/on-idle'
import { daySummaryQuery } from './get-day-summary'

/** The longest an idle wait for the neighbouring ranges lasts before they are read anyway. */
const IDLE_TIMEOUT_MS = 2000
/**
 * A reader's glance: a range stepped past sooner is not read around, and the frame that draws a
 * step is not shared with the reading ahead (docs/architecture.md#start-picture).
 */
export const READ_AHEAD_AFTER_MS = 300

/**
 * Once `enabled` (the range shown has arrived), reads the summaries of `requests` while the page
 * is idle, unless they are fresh in the cache already: the step back or forward then shows at once.
 */
export function usePrefetchDaySummaries(requests: DaySummaryRequest[], enabled: boolean) {
  const client = useQueryClient()
  // The requests are rebuilt on every render; their text says whether they changed.
  const key = JSON.stringify(requests)
  useEffect(() => {
    if (!enabled) return
    let cancelIdle: (() => void) | undefined
    const glance = setTimeout(() => {
      cancelIdle = onIdle(() => {
        for (const request of JSON.parse(key) as DaySummaryRequest[]) {
          // A failed prefetch is not shown: the range reads again when it is opened.
          void client.prefetchQuery(daySummaryQuery(request))
        }
      }, IDLE_TIMEOUT_MS)
    }, READ_AHEAD_AFTER_MS)
    return () => {
      clearTimeout(glance)
      cancelIdle?.()
    }
  }, [client, key, enabled])
}
