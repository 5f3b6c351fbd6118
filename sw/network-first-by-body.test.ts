// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { StrategyHandler } from 'workbox-strategies'
import { NetworkFirstByBody } from './network-first-by-body'

const SEARCH_URL = 'https://agenda.test/events/api/v1/events/search'

/** A handler whose cache writes wait until released, recording what was stored. */
function slowCacheHandler(answer: () => Promise<Response>) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const stored = new Map<string, string>()
  const pending: Promise<unknown>[] = []
  const handler = {
    fetch: () => answer(),
    cachePut: async (key: string, response: Response) => {
      await released
      stored.set(key, await response.text())
      return true
    },
    cacheMatch: (key: string) =>
      Promise.resolve(stored.has(key) ? new Response(stored.get(key)) : undefined),
    waitUntil: (promise: Promise<unknown>) => {
      pending.push(promise)
      return promise
    },
  }
  return { handler: handler as unknown as StrategyHandler, release, stored, pending }
}

class TestableStrategy extends NetworkFirstByBody {
  handle(request: Request, handler: StrategyHandler) {
    return this._handle(request, handler)
  }
}

const search = () =>
  new Request(SEARCH_URL, { method: 'POST', body: JSON.stringify({ from: 'a', to: 'b' }) })

describe('NetworkFirstByBody', () => {
  it('answers the page without waiting for the cache to be written, then stores every key', async () => {
    const strategy = new TestableStrategy({ networkTimeoutSeconds: 3 })
    const fake = slowCacheHandler(() => Promise.resolve(new Response('{"items":[]}')))
    const response = await strategy.handle(search(), fake.handler)
    expect(await response.text()).toBe('{"items":[]}')
    expect(fake.stored.size).toBe(0)
    fake.release()
    await Promise.all(fake.pending)
    expect([...fake.stored.values()]).toEqual(['{"items":[]}', '{"items":[]}'])
  })

  it('falls back to the stored answer when the network fails', async () => {
    const strategy = new TestableStrategy({ networkTimeoutSeconds: 3 })
    const online = slowCacheHandler(() => Promise.resolve(new Response('zuletzt gesehen')))
    online.release()
    await strategy.handle(search(), online.handler)
    await Promise.all(online.pending)
    const offline = { ...online.handler, fetch: () => Promise.reject(new TypeError('offline')) }
    const response = await strategy.handle(search(), offline as unknown as StrategyHandler)
    expect(await response.text()).toBe('zuletzt gesehen')
  })
})
