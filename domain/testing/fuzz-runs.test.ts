import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { fuzzParameters } from './fuzz-runs'

const COUNTS = { sample: 50, deep: 5000 }

describe('fuzzParameters', () => {
  let printed: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    printed = vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('runs the sample from a fresh 32-bit seed when nothing is set', () => {
    vi.stubEnv('FUZZ_RUNS', undefined)
    vi.stubEnv('FUZZ_SEED', undefined)
    const { seed, numRuns } = fuzzParameters(COUNTS)
    expect(numRuns).toBe(50)
    expect(seed | 0).toBe(seed)
  })

  it('runs the full count with FUZZ_RUNS=deep, and any count it is given', () => {
    vi.stubEnv('FUZZ_RUNS', 'deep')
    expect(fuzzParameters(COUNTS).numRuns).toBe(5000)
    vi.stubEnv('FUZZ_RUNS', '7')
    expect(fuzzParameters(COUNTS).numRuns).toBe(7)
  })

  it('prints the seed and the command that replays the suite', () => {
    vi.stubEnv('FUZZ_SEED', '-42')
    vi.stubEnv('FUZZ_RUNS', '12')
    fuzzParameters(COUNTS)
    expect(printed).toHaveBeenCalledWith(
      'fuzz: seed=-42 runs=12 (replay: FUZZ_SEED=-42 FUZZ_RUNS=12 npx vitest run domain/testing/fuzz-runs.test.ts)',
    )
  })

  it('replays the same cases from the same FUZZ_SEED and FUZZ_RUNS', () => {
    vi.stubEnv('FUZZ_SEED', '123456')
    vi.stubEnv('FUZZ_RUNS', '20')
    const cases = () => fc.sample(fc.string(), fuzzParameters(COUNTS))
    expect(cases()).toEqual(cases())
  })

  it.each(['0', '-5', '1.5', 'abc', 'DEEP', '12x'])('refuses FUZZ_RUNS=%s', (value) => {
    vi.stubEnv('FUZZ_RUNS', value)
    expect(() => fuzzParameters(COUNTS)).toThrow(`FUZZ_RUNS must be "deep" or a whole number`)
  })

  it.each(['1.5', 'x', '4294967296', '2147483648'])('refuses FUZZ_SEED=%s', (value) => {
    vi.stubEnv('FUZZ_SEED', value)
    expect(() => fuzzParameters(COUNTS)).toThrow('FUZZ_SEED must be a 32-bit whole number')
  })
})
