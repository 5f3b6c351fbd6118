// The time the Sperrfrist marks are read at: taken when an entry is drawn and taken again at the
// next embargo's moment, so a mark goes when its embargo passes on a page that stays open.
import { useEffect, useState } from 'react'

// setTimeout waits at most 2^31 − 1 ms (24.8 days); a later embargo is looked at again then.
const MAX_DELAY_MS = 2 ** 31 - 1

/** The earliest of the embargoes after `now`, in epoch ms, or null. */
function nextEmbargo(embargoes: readonly (string | null | undefined)[], now: number) {
  let next: number | null = null
  for (const embargo of embargoes) {
    const time = embargo ? Date.parse(embargo) : Number.NaN
    if (time > now && (next === null || time < next)) next = time
  }
  return next
}

/** Now, in epoch ms, drawn again when the first of `embargoes` still ahead passes. */
export function useEmbargoClock(embargoes: readonly (string | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now())
  const next = nextEmbargo(embargoes, now)
  useEffect(() => {
    if (next === null) return
    // Just past the moment: an embargo ends at its very instant.
    const delay = Math.min(Math.max(next - Date.now() + 1, 0), MAX_DELAY_MS)
    const timer = setTimeout(() => setNow(Date.now()), delay)
    return () => clearTimeout(timer)
  }, [next, now])
  return now
}
