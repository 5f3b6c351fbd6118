import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { scriptedLiveCollaboration } from '@/lib/apollo/testing/scripted-live-collaboration'
import { followLiveAgenda } from './live-agenda-follower'

const message = (version: number) => ({
  agendaChanged: { __typename: 'AgendaChanges' as const, version, changes: [], truncated: false },
})

describe('the live agenda follower', () => {
  it('tells its owner when the subscription gave up, and resumes from the last version seen', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { live, subscription } = scriptedLiveCollaboration()
    const ended = vi.fn()
    followLiveAgenda(createStore(), live, new QueryClient(), ended)
    subscription('AgendaChanged').sink.next(message(41))
    expect(ended).not.toHaveBeenCalled()

    // The socket ran out of retries (a long outage): the subscription ends.
    subscription('AgendaChanged').sink.ended()
    expect(ended).toHaveBeenCalledTimes(1)

    const stop = followLiveAgenda(createStore(), live, new QueryClient(), ended)
    expect(subscription('AgendaChanged').variables).toEqual({ since: 41 })
    stop()
  })
})
