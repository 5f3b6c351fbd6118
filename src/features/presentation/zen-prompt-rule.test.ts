import { describe, expect, it } from 'vitest'
import { shouldShowZenPrompt } from './zen-prompt-rule'

const now = new Date('2026-11-21T09:00:00Z')
const account = (createdAt: string, sector = ['media']) => ({ createdAt, sector })

describe('zen prompt rule', () => {
  it('invites an established media account without a choice', () => {
    expect(shouldShowZenPrompt(account('2024-11-21T09:00:00Z'), undefined, now)).toBe(true)
  })

  it('waits until the account is older than 14 days', () => {
    expect(shouldShowZenPrompt(account('2026-11-08T09:00:00Z'), undefined, now)).toBe(false)
    expect(shouldShowZenPrompt(account('2026-11-06T08:59:00Z'), undefined, now)).toBe(true)
  })

  it('never asks a user who already chose', () => {
    expect(shouldShowZenPrompt(account('2024-01-01T00:00:00Z'), false, now)).toBe(false)
    expect(shouldShowZenPrompt(account('2024-01-01T00:00:00Z'), true, now)).toBe(false)
  })

  it('asks only accounts whose sector includes media', () => {
    expect(shouldShowZenPrompt(account('2024-01-01T00:00:00Z', ['politics']), undefined, now)).toBe(
      false,
    )
  })
})
