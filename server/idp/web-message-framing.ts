// A silent sign-in (response_mode=web_message) is answered with a page for a hidden iframe, and
// oidc-provider strips frame-ancestors and X-Frame-Options from that answer. Only our own app
// may frame it: just before the head is written, frame-ancestors 'self' is put back.
import type { ServerResponse } from 'node:http'

const FRAME_ANCESTORS = /(^|;)\s*frame-ancestors\s/

function restoreSameOriginFraming(response: ServerResponse): void {
  const policy = response.getHeader('content-security-policy')
  if (typeof policy !== 'string' || FRAME_ANCESTORS.test(policy)) return
  response.setHeader('content-security-policy', `${policy};frame-ancestors 'self'`)
  response.setHeader('x-frame-options', 'SAMEORIGIN')
}

/** Makes sure every answer the provider writes to `response` keeps a frame-ancestors rule. */
export function keepFramingToOwnOrigin(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    restoreSameOriginFraming(response)
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
