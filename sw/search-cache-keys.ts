// Where an agenda search's answer is kept: the Cache API stores only GET requests, so a POST's
// answer goes under GET keys made from a hash of its URL and body.

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

/**
 * Cache keys of a POST: exact (URL + body) first, then, with `anyWindow`, the same query in any
 * date window.
 */
export async function cacheKeysFor(request: Request, anyWindow = true): Promise<string[]> {
  const url = new URL(request.url)
  const body = await request.clone().text()
  const keyFor = async (text: string, kind: string) =>
    `${url.origin}${url.pathname}?${kind}=${await sha256Hex(`${url.href}\n${text}`)}`
  const loose = anyWindow ? queryWithoutWindow(body) : undefined
  const keys = [await keyFor(body, 'query')]
  if (loose !== undefined) keys.push(await keyFor(loose, 'filters'))
  return keys
}
