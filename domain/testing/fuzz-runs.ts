// How many cases the property and fuzz suites run, and from which seed: by default a sample from a
// fresh seed, printed so that a failure replays exactly; FUZZ_RUNS=deep runs each suite's full count.
// Test-only code that Vitest runs in Node, so it reads process.env (tsconfig.domain.json leaves it out).
import { randomInt } from 'node:crypto'
import path from 'node:path'
import { expect } from 'vitest'

/** A suite's cases per property: the sample every test run takes, and the deep run's full count. */
export interface FuzzCounts {
  readonly sample: number
  readonly deep: number
}

/** fast-check's parameters for every property of a suite. */
export interface FuzzParameters {
  readonly seed: number
  readonly numRuns: number
}

function readRuns(value: string | undefined, counts: FuzzCounts): number {
  if (!value) return counts.sample
  if (value === 'deep') return counts.deep
  if (/^[1-9]\d{0,8}$/.test(value)) return Number(value)
  throw new Error(`FUZZ_RUNS must be "deep" or a whole number from 1, not "${value}"`)
}

function readSeed(value: string | undefined): number {
  if (!value) return randomInt(2 ** 31)
  const seed = Number(value)
  // fast-check seeds its generator with a 32-bit integer; a larger one would replay another run.
  if (/^-?\d{1,10}$/.test(value) && (seed | 0) === seed) return seed
  throw new Error(`FUZZ_SEED must be a 32-bit whole number, not "${value}"`)
}

/** Reads FUZZ_RUNS and FUZZ_SEED for the calling suite and prints, once, how to replay its run. */
export function fuzzParameters(counts: FuzzCounts): FuzzParameters {
  const numRuns = readRuns(process.env.FUZZ_RUNS, counts)
  const seed = readSeed(process.env.FUZZ_SEED)
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '<file>')
  const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${numRuns} npx vitest run ${file}`
  console.info(`fuzz: seed=${seed} runs=${numRuns} (replay: ${replay})`)
  return { seed, numRuns }
}
