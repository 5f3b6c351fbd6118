// Failed sign-ins per e-mail and address: after LIMIT failures within the window the login form
// refuses further tries until the oldest failure has aged out. Kept in memory per process.
export const FAILURE_LIMIT = 5
export const FAILURE_WINDOW_MS = 15 * 60_000
const MAX_TRACKED_KEYS = 10_000

export class LoginAttempts {
  private readonly failures = new Map<string, number[]>()

  constructor(private readonly now: () => number = Date.now) {}

  isBlocked(key: string): boolean {
    return this.recent(key).length >= FAILURE_LIMIT
  }

  recordFailure(key: string): void {
    if (this.failures.size >= MAX_TRACKED_KEYS) this.forgetAged()
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  private recent(key: string): number[] {
    const since = this.now() - FAILURE_WINDOW_MS
    return (this.failures.get(key) ?? []).filter((time) => time > since)
  }

  private forgetAged(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key)
    }
  }
}
