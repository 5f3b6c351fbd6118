// The HTTP request to a push service (docs/security.md#web-push). Its connections resolve names
// through pushLookup, so every address is checked at connect time, and redirects are never
// followed (node:http does not follow them): the answer's status is all the sender reads.
import http from 'node:http'
import https from 'node:https'
import { pushLookup } from './push-address'

interface PushRequest {
  method: string
  headers: Record<string, string>
  body: Buffer
}

/** The agents of one sender: kept-alive connections, each opened through the address check. */
interface PushAgents {
  'http:': http.Agent
  'https:': https.Agent
}

export function createPushAgents(allowLocalPeer: boolean): PushAgents {
  const lookup = pushLookup(allowLocalPeer)
  return {
    'http:': new http.Agent({ keepAlive: true, lookup }),
    'https:': new https.Agent({ keepAlive: true, lookup }),
  }
}

/** Posts to the endpoint and resolves with the push service's status; the body is dropped. */
export function postToPushService(
  endpoint: URL,
  request: PushRequest,
  options: { agents: PushAgents; timeoutMs: number },
): Promise<number> {
  const agent = endpoint.protocol === 'https:' ? options.agents['https:'] : options.agents['http:']
  const send = endpoint.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve, reject) => {
    const outgoing = send(
      endpoint,
      {
        method: request.method,
        headers: request.headers,
        agent,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}
