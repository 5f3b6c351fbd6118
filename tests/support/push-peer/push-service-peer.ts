// A Web Push service on localhost for tests (docs/architecture.md#web-push): a real protocol peer,
// not a stub of our sender. It hands out subscriptions (a P-256 key pair and an auth secret per
// browser, as a browser would make them), and for each push request it checks the VAPID JWT
// (RFC 8292: ES256 by the key in `vapid k=`, aud = its own origin, exp within 24 h, a mailto:
// or https: sub, and the key the subscription was made with), decrypts the aes128gcm body
// (RFC 8291/8188, with http_ece) with the subscription's private key and auth secret, and
// answers 201. It can be told to answer 404 or 410 for an endpoint.
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as ece from 'http_ece'
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose'

export interface PeerSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  endpoint: string
  /** The decrypted payload, as the browser's service worker would read it. */
  plaintext: string
  ttl: number
  urgency: string
  topic: string | undefined
  subject: string
}

interface Browser {
  ecdh: ECDH
  auth: Buffer
  applicationServerKey: string
  answer?: 404 | 410
}

export interface PushServicePeer {
  origin: string
  /** A new browser subscription bound to the application server's VAPID public key. */
  subscribe(applicationServerKey: string): PeerSubscription
  /** From now on the push service answers this status for the endpoint. */
  answerWith(endpoint: string, status: 404 | 410): void
  received: ReceivedPush[]
  /** Refusals with their reason, to show why a push did not arrive. */
  refused: { status: number; reason: string }[]
  close(): Promise<void>
}

const DAY_SECONDS = 24 * 60 * 60
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high'])

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason)
  }
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3). */
function vapidCredentials(header: string | undefined) {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '')
  if (!match?.[1]) throw new Refusal(401, 'no vapid authorization')
  const parts = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=')
      return [name.toLowerCase(), value.join('=')] as const
    }),
  )
  const token = parts.get('t')
  const key = parts.get('k')
  if (!token || !key) throw new Refusal(401, 'vapid t or k missing')
  return { token, key }
}

async function checkVapid(header: string | undefined, origin: string, expectedKey: string) {
  const { token, key } = vapidCredentials(header)
  // A push service binds each subscription to the key it was made with (RFC 8292 §4.2).
  if (key !== expectedKey) throw new Refusal(403, 'vapid key does not match the subscription')
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'vapid key is no P-256 point')
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  )
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Refusal(401, 'vapid alg not ES256')
  const { payload } = await jwtVerify(token, publicKey, {
    algorithms: ['ES256'],
    audience: origin,
    requiredClaims: ['exp', 'sub'],
  }).catch((error: unknown) => {
    throw new Refusal(401, `vapid jwt refused: ${(error as Error).message}`)
  })
  if ((payload.exp ?? 0) > Date.now() / 1000 + DAY_SECONDS) {
    throw new Refusal(401, 'vapid exp more than 24 hours ahead')
  }
  if (!/^(mailto:|https:)/.test(payload.sub ?? '')) throw new Refusal(401, 'vapid sub invalid')
  return payload.sub ?? ''
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startPushServicePeer(): Promise<PushServicePeer> {
  const browsers = new Map<string, Browser>()
  const received: ReceivedPush[] = []
  const refused: PushServicePeer['refused'] = []
  let origin = ''

  async function push(request: IncomingMessage): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1]
    const browser = id ? browsers.get(id) : undefined
    if (request.method !== 'POST' || !id || !browser) throw new Refusal(404, 'no such subscription')
    if (browser.answer) return browser.answer
    const subject = await checkVapid(
      request.headers.authorization,
      origin,
      browser.applicationServerKey,
    )
    const ttl = Number(request.headers.ttl)
    if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'TTL missing')
    const urgency = String(request.headers.urgency ?? 'normal')
    if (!URGENCIES.has(urgency)) throw new Refusal(400, 'urgency invalid')
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new Refusal(415, 'content encoding is not aes128gcm')
    }
    const body = await readBody(request)
    // RFC 8030 §7.2: a push service may refuse more than 4096 bytes.
    if (body.length > 4096) throw new Refusal(413, 'payload too large')
    let plaintext: string
    try {
      plaintext = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth })
        .toString('utf8')
    } catch (error) {
      throw new Refusal(400, `payload not decryptable: ${(error as Error).message}`)
    }
    const topic = request.headers.topic
    received.push({
      endpoint: `${origin}/push/${id}`,
      plaintext,
      ttl,
      urgency,
      topic: typeof topic === 'string' ? topic : undefined,
      subject,
    })
    return 201
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    push(request).then(
      (status) => response.writeHead(status).end(),
      (error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500
        refused.push({ status, reason: (error as Error).message })
        response.writeHead(status, { 'content-type': 'text/plain' }).end((error as Error).message)
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    refused,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const id = randomUUID()
      browsers.set(id, { ecdh, auth, applicationServerKey })
      return {
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    answerWith(endpoint, status) {
      const browser = browsers.get(endpoint.split('/').pop() ?? '')
      if (browser) browser.answer = status
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}
