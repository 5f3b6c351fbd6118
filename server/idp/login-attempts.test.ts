import { describe, expect, it } from 'vitest'
import { FAILURE_LIMIT, FAILURE_WINDOW_MS, LoginAttempts } from './login-attempts'

describe('failed sign-in attempts', () => {
  const failTimes = (attempts: LoginAttempts, key: string, count: number) => {
    for (let i = 0; i < count; i += 1) attempts.recordFailure(key)
  }

  it('blocks an e-mail and address after the limit of failures', () => {
    const attempts = new LoginAttempts()
    failTimes(attempts, 'rita|10.0.0.1', FAILURE_LIMIT - 1)
    expect(attempts.isBlocked('rita|10.0.0.1')).toBe(false)
    attempts.recordFailure('rita|10.0.0.1')
    expect(attempts.isBlocked('rita|10.0.0.1')).toBe(true)
    expect(attempts.isBlocked('rita|10.0.0.2')).toBe(false)
  })

  it('lets the pair try again once the failures are older than the window', () => {
    let now = 0
    const attempts = new LoginAttempts(() => now)
    failTimes(attempts, 'rita|10.0.0.1', FAILURE_LIMIT)
    now = FAILURE_WINDOW_MS - 1
    expect(attempts.isBlocked('rita|10.0.0.1')).toBe(true)
    now = FAILURE_WINDOW_MS + 1
    expect(attempts.isBlocked('rita|10.0.0.1')).toBe(false)
  })

  it('forgets the failures after a successful sign-in', () => {
    const attempts = new LoginAttempts()
    failTimes(attempts, 'rita|10.0.0.1', FAILURE_LIMIT)
    attempts.reset('rita|10.0.0.1')
    expect(attempts.isBlocked('rita|10.0.0.1')).toBe(false)
  })
})
