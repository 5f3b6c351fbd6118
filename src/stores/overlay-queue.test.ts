import { describe, expect, it } from 'vitest'
import { allowsOverlays, joinQueue, leaveQueue } from './overlay-queue'

describe('the queue of panels and prompts', () => {
  it('shows the cookie panel before the update and the zen prompt, whoever asked first', () => {
    const waiting = joinQueue(joinQueue([], 'zen-prompt'), 'cookie-panel')
    expect(waiting).toEqual(['cookie-panel', 'zen-prompt'])
    expect(joinQueue(waiting, 'update-prompt')).toEqual([
      'cookie-panel',
      'update-prompt',
      'zen-prompt',
    ])
  })

  it('holds each overlay once and hands the turn on when one leaves', () => {
    const waiting = joinQueue(joinQueue(['zen-prompt'], 'zen-prompt'), 'cookie-panel')
    expect(waiting).toEqual(['cookie-panel', 'zen-prompt'])
    expect(leaveQueue(waiting, 'cookie-panel')).toEqual(['zen-prompt'])
  })

  it('keeps the consent and unauthorized pages free of panels', () => {
    expect(allowsOverlays('/consent')).toBe(false)
    expect(allowsOverlays('/unauthorized')).toBe(false)
    expect(allowsOverlays('/events/standard')).toBe(true)
  })
})
