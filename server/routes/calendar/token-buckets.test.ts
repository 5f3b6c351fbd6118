import { describe, expect, it } from 'vitest'
import { TokenBuckets } from './token-buckets'

describe('token buckets', () => {
  it('allows a burst, then refuses with the seconds until the next token', () => {
    let now = 0
    const buckets = new TokenBuckets({ burst: 2, refillPerSecond: 0.1 }, () => now)
    expect([buckets.take('a'), buckets.take('a')]).toEqual([0, 0])
    expect(buckets.take('a')).toBe(10)
    now = 4_000
    expect(buckets.take('a')).toBe(6)
    now = 10_000
    expect(buckets.take('a')).toBe(0)
  })

  it('counts each key on its own', () => {
    const buckets = new TokenBuckets({ burst: 1, refillPerSecond: 1 }, () => 0)
    expect(buckets.take('a')).toBe(0)
    expect(buckets.take('b')).toBe(0)
    expect(buckets.take('a')).toBe(1)
  })
})
