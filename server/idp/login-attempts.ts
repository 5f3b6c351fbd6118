// Failed sign-ins per e-mail and client address: after FAILURE_LIMIT failures within the window
// the login form refuses further tries until the oldest failure has aged out. Counted in the
// database, so every instance behind a load balancer sees the same failures.
import { and, count, eq, gt, lte } from 'drizzle-orm'
import type { Database } from '../db/database'
import { loginFailures } from '../db/schema/index'

export const FAILURE_LIMIT = 5
export const FAILURE_WINDOW_MS = 15 * 60_000

/** Whose tries are counted together: one e-mail (lower case) from one client address. */
export interface AttemptPair {
  email: string
  address: string
}

export class LoginAttempts {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(pair: AttemptPair): Promise<boolean> {
    const [row] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(this.matches(pair), gt(loginFailures.failedAt, this.windowStart())))
    return (row?.failures ?? 0) >= FAILURE_LIMIT
  }

  async recordFailure(pair: AttemptPair): Promise<void> {
    await this.db.insert(loginFailures).values({ ...pair, failedAt: new Date(this.now()) })
  }

  async reset(pair: AttemptPair): Promise<void> {
    await this.db.delete(loginFailures).where(this.matches(pair))
  }

  /** Deletes failures older than the window; they no longer count for anyone. */
  async forgetAged(): Promise<void> {
    await this.db.delete(loginFailures).where(lte(loginFailures.failedAt, this.windowStart()))
  }

  private matches(pair: AttemptPair) {
    return and(eq(loginFailures.email, pair.email), eq(loginFailures.address, pair.address))
  }

  private windowStart(): Date {
    return new Date(this.now() - FAILURE_WINDOW_MS)
  }
}
