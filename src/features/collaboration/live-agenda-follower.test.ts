import { ApolloClient, InMemoryCache } from '@apollo/client'
import { MockSubscriptionLink } from '@apollo/client/testing'
import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { followLiveAgenda } from './live-agenda-follower'

const message = (version: number) => ({
  result: {
    data: {
      agendaChanged: { __typename: 'AgendaChanges', version, changes: [], truncated: false },
    },
  },
})

describe('the live agenda follower', () => {
  it('tells its owner when the subscription gave up, and resumes from the last version seen', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const link = new MockSubscriptionLink()
    const client = new ApolloClient({ link, cache: new InMemoryCache() })
    const ended = vi.fn()
    followLiveAgenda(createStore(), client, new QueryClient(), ended)
    link.simulateResult(message(41))
    expect(ended).not.toHaveBeenCalled()

    // The socket ran out of retries (a long outage): the subscription ends with an error.
    link.simulateResult({ error: new Error('socket closed') }, true)
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1))

    const stop = followLiveAgenda(createStore(), client, new QueryClient(), ended)
    expect(link.operation?.variables).toEqual({ since: 41 })
    stop()
  })
})
