// A token bucket per key (client address, feed token hash), in memory: the public feed is read by
// calendar clients about once an hour, so a limit per instance is enough to stop a flood; there is
// no shared state to keep, and a restart forgets only who was throttled.

export interface BucketLimit {
  /** Requests allowed at once. */
  burst: number
  /** Requests regained per second. */
  refillPerSecond: number
}

interface Bucket {
  tokens: number
  at: number
}

/** Keys beyond this many push out the longest untouched, so a scan cannot grow the map forever. */
const MAX_KEYS = 10_000

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly limit: BucketLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token: 0 when allowed, else the whole seconds until the next token. */
  take(key: string): number {
    const now = this.now()
    const bucket = this.refilled(key, now)
    this.buckets.delete(key)
    if (bucket.tokens >= 1) {
      this.buckets.set(key, { tokens: bucket.tokens - 1, at: now })
      this.forgetOldest()
      return 0
    }
    this.buckets.set(key, bucket)
    return Math.ceil((1 - bucket.tokens) / this.limit.refillPerSecond)
  }

  private refilled(key: string, now: number): Bucket {
    const bucket = this.buckets.get(key)
    if (!bucket) return { tokens: this.limit.burst, at: now }
    const regained = ((now - bucket.at) / 1000) * this.limit.refillPerSecond
    return { tokens: Math.min(this.limit.burst, bucket.tokens + regained), at: now }
  }

  private forgetOldest() {
    if (this.buckets.size <= MAX_KEYS) return
    const oldest = this.buckets.keys().next()
    if (!oldest.done) this.buckets.delete(oldest.value)
  }
}
