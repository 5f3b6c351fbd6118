// What the benchmarks print beside their figures: a percentile of sorted timings and the
// machine's load (these machines are shared, so every figure carries it).
import os from 'node:os'

/** The value at `share` (0.95 = p95) of timings sorted ascending. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN

/** The 1-, 5- and 15-minute load averages. */
export const machineLoad = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
