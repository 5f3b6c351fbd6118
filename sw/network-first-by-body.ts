// Network first for POST requests (the agenda search) with a short timeout, falling back to the
// answer last cached under the keys of search-cache-keys.ts.
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'
import { cacheKeysFor } from './search-cache-keys'

/** cacheKeysFor gives one key, or two with the window left out. */
const MAX_CACHE_KEYS = 2

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
    // The request leaves before its cache keys are worked out; they need only its body.
    const keysReady = cacheKeysFor(request, this.anyWindow)
    const network = handler.fetch(request).then((response) => {
      // The page gets the answer at once; the copies are stored behind its back. Waiting for
      // the cache (and the expiration plugin's bookkeeping) held the first entries back by up to
      // a few hundred milliseconds on a busy device (docs/architecture.md#service-worker).
      if (response.ok) handler.waitUntil(this.store(handler, keysReady, response))
      return response
    })
    // Keep the worker alive until the answer is here, even when the cache answered first.
    handler.waitUntil(network.catch(() => undefined))
    const first = await Promise.race([network, timeout(this.networkTimeoutMs)]).catch(
      () => 'failed' as const,
    )
    if (first instanceof Response) return first
    for (const key of await keysReady) {
      const cached = await handler.cacheMatch(key)
      if (cached) return cached
    }
    // Nothing cached: a slow network is still better than none.
    return network
  }

  /** Stores the answer under each key; the copies are taken now, while its body is unread. */
  private async store(
    handler: StrategyHandler,
    keysReady: Promise<string[]>,
    response: Response,
  ): Promise<void> {
    const copies = Array.from({ length: MAX_CACHE_KEYS }, () => response.clone())
    const keys = await keysReady
    for (const unused of copies.slice(keys.length)) void unused.body?.cancel()
    for (const [index, key] of keys.entries()) {
      const copy = copies[index]
      if (copy) await handler.cachePut(key, copy)
    }
  }
}
