// Network first for POST requests (the agenda search) with a short timeout, falling back to the
// answer last cached under the keys of search-cache-keys.ts.
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'
import { cacheKeysFor } from './search-cache-keys'

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))

export class NetworkFirstByBody extends Strategy {
  private readonly networkTimeoutMs: number
  private readonly anyWindow: boolean

  /** `anyWindow`: offline, fall back to the same query's answer for another date window. */
  constructor(options: StrategyOptions & { networkTimeoutSeconds: number; anyWindow?: boolean }) {
    super(options)
    this.networkTimeoutMs = options.networkTimeoutSeconds * 1000
    this.anyWindow = options.anyWindow ?? true
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const keys = await cacheKeysFor(request, this.anyWindow)
    const network = handler.fetch(request).then(async (response) => {
      if (response.ok) {
        for (const key of keys) await handler.cachePut(key, response.clone())
      }
      return response
    })
    // Keep the worker alive until the answer is cached, even when the cache answered first.
    handler.waitUntil(network.catch(() => undefined))
    const first = await Promise.race([network, timeout(this.networkTimeoutMs)]).catch(
      () => 'failed' as const,
    )
    if (first instanceof Response) return first
    for (const key of keys) {
      const cached = await handler.cacheMatch(key)
      if (cached) return cached
    }
    // Nothing cached: a slow network is still better than none.
    return network
  }
}
