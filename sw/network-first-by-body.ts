// Network first for POST requests (the agenda search): the Cache API only stores GET requests,
// so answers are kept under GET keys derived from a hash of the URL and the request body.
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'

// Fields that move with the clock or the page: a search repeated tomorrow, offline, should still
// find the agenda last seen for the same filters.
const WINDOW_FIELDS = ['from', 'to', 'cursor']

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function queryWithoutWindow(body: string): string | undefined {
  try {
    const query = JSON.parse(body) as Record<string, unknown>
    if (query.cursor) return undefined
    return JSON.stringify(query, (key, value: unknown) =>
      WINDOW_FIELDS.includes(key) ? undefined : value,
    )
  } catch {
    return undefined
  }
}

/** Cache keys of a POST: exact (URL + body) first, then the same query in any date window. */
export async function cacheKeysFor(request: Request): Promise<string[]> {
  const url = new URL(request.url)
  const body = await request.clone().text()
  const keyFor = async (text: string, kind: string) =>
    `${url.origin}${url.pathname}?${kind}=${await sha256Hex(`${url.href}\n${text}`)}`
  const loose = queryWithoutWindow(body)
  const keys = [await keyFor(body, 'query')]
  if (loose !== undefined) keys.push(await keyFor(loose, 'filters'))
  return keys
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))

export class NetworkFirstByBody extends Strategy {
  private readonly networkTimeoutMs: number

  constructor(options: StrategyOptions & { networkTimeoutSeconds: number }) {
    super(options)
    this.networkTimeoutMs = options.networkTimeoutSeconds * 1000
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const keys = await cacheKeysFor(request)
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
