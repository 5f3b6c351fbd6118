// When the collaboration socket tries again (docs/product.md#constants): 5 retries, exponential back-off with
// jitter, none after a fatal close. The close codes are graphql-ws's (`CloseCode`).

export const SOCKET_RETRY_ATTEMPTS = 5

/** The ticket expired or was revoked (4401), access to the service was lost (4403). */
export const SESSION_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403])

/**
 * Retrying cannot help after these: a broken server or client (4500, 4005), a message the other
 * side rejects (4400, 4004), a protocol the server does not speak (4406), a duplicate
 * subscription id or init (4409, 4429), and the session closes, which need a new ticket first
 * (the client signs in again and then opens a new socket). Timeouts (4408, 4504) and abnormal
 * closes (1006, a lost network) are retried.
 */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  4500,
  4005,
  4400,
  4004,
  4406,
  4409,
  4429,
  ...SESSION_CLOSE_CODES,
])

const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

export interface CloseLike {
  code: number
  reason: string
}

export function isCloseLike(value: unknown): value is CloseLike {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value
}

/** graphql-ws `shouldRetry`: only closes are retried, and not the fatal ones. */
export function shouldRetrySocket(errorOrClose: unknown): boolean {
  return isCloseLike(errorOrClose) && !FATAL_CLOSE_CODES.has(errorOrClose.code)
}

/**
 * The wait before retry number `retries` (0-based): half of 1 s · 2^retries fixed, the other half
 * random ("equal jitter"), so the waits grow and reconnecting clients spread out after an outage.
 */
export function socketRetryDelayMs(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_DELAY_MS * 2 ** retries, MAX_DELAY_MS)
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

/** graphql-ws `retryWait`. */
export function waitBeforeSocketRetry(retries: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, socketRetryDelayMs(retries)))
}
