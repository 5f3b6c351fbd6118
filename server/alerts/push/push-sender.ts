// Sends one notification to every push subscription of a user (docs/architecture.md#web-push).
// web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292); the
// request itself goes out through push-connection.ts, which checks every address it connects to:
// 2xx sent, 404/410 the subscription is gone (removed), 429/5xx/network a RetryablePushError for
// the job queue, any other answer or a refused address a permanent failure (counted and logged,
// never retried). A stored endpoint the endpoint rule refuses is forgotten unsent.
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { Database } from '../../db/database'
import type { PushSubscriptionRow } from '../../db/schema/index'
import { PushAddressRefused } from './push-address'
import { createPushAgents, postToPushService } from './push-connection'
import { isAllowedPushEndpoint } from './push-endpoint'
import { pushSubscriptionStore } from './subscription-store'
import type { VapidKeys } from './vapid-keys'

/** What the service worker shows (sw/push-notifications.ts); `url` is a path of this app. */
export interface PushPayload {
  title: string
  body: string
  url: string
  /** Notifications with the same tag replace each other on the device. */
  tag: string
}

export interface PushOptions {
  /** How long the push service keeps an undelivered message: alerts are stale after a day. */
  ttlSeconds?: number
  urgency?: webpush.Urgency
  /** Only these of the user's subscriptions: a retry skips the devices that got it already. */
  endpoints?: readonly string[]
}

export interface PushResult {
  sent: number
  removed: number
  /** Refused for good (e.g. 413, 403 of a key mismatch): not retried. */
  failed: number
}

export type PushOutcome = 'sent' | 'removed' | 'failed' | 'retry'

/** Some subscriptions could not be reached now; retry with `endpoints` to reach only them. */
export class RetryablePushError extends Error {
  constructor(
    readonly endpoints: string[],
    readonly result: PushResult,
  ) {
    super(`push to ${endpoints.length} subscription(s) failed for now`)
  }
}

export interface PushSender {
  /** The VAPID public key the browsers subscribe with (applicationServerKey). */
  publicKey: string
  sendToUser(userId: string, payload: PushPayload, options?: PushOptions): Promise<PushResult>
}

interface SenderOptions {
  db: Database
  vapid: VapidKeys
  /** mailto: or https: contact for the push services (PUSH_SUBJECT). */
  subject: string
  log: FastifyBaseLogger
  count?: (outcome: PushOutcome) => void
  timeoutMs?: number
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: the local push service peer of the tests. */
  allowLocalEndpoints: boolean
}

const DAY_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000

/** RFC 8030 Topic (at most 32 base64url characters): a newer message of one tag replaces the older one waiting in the push service. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32)

/** The subscription's endpoint without its secret path, for logs. */
const originOf = (endpoint: string) => new URL(endpoint).origin

export function createPushSender(options: SenderOptions): PushSender {
  const store = pushSubscriptionStore(options.db)
  const count = options.count ?? (() => undefined)
  const agents = createPushAgents(options.allowLocalEndpoints)

  async function deliver(
    subscription: PushSubscriptionRow,
    body: string,
    push: PushOptions,
    topic: string,
  ): Promise<PushOutcome> {
    if (!isAllowedPushEndpoint(subscription.endpoint, options.allowLocalEndpoints)) {
      await store.forget(subscription.endpoint)
      options.log.warn({ push: originOf(subscription.endpoint) }, 'push endpoint not allowed')
      return 'removed'
    }
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: { subject: options.subject, ...options.vapid },
        TTL: push.ttlSeconds ?? DAY_SECONDS,
        urgency: push.urgency ?? 'normal',
        topic,
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    )
    let status: number
    try {
      status = await postToPushService(
        new URL(request.endpoint),
        { method: request.method, headers, body: request.body },
        { agents, timeoutMs: options.timeoutMs ?? TIMEOUT_MS },
      )
    } catch (error) {
      if (error instanceof PushAddressRefused) {
        options.log.warn({ push: originOf(subscription.endpoint), err: error }, 'push refused')
        return 'failed'
      }
      options.log.warn(
        { push: originOf(subscription.endpoint), err: error },
        'push service unreachable',
      )
      return 'retry'
    }
    if (status >= 200 && status < 300) return 'sent'
    if (status === 404 || status === 410) {
      await store.forget(subscription.endpoint)
      return 'removed'
    }
    const outcome = status === 429 || status >= 500 ? 'retry' : 'failed'
    options.log.warn({ push: originOf(subscription.endpoint), status, outcome }, 'push refused')
    return outcome
  }

  return {
    publicKey: options.vapid.publicKey,
    async sendToUser(userId, payload, push = {}) {
      const subscriptions = await store.forUser(userId, push.endpoints)
      const body = JSON.stringify(payload)
      const topic = topicOf(payload.tag)
      const outcomes = await Promise.all(
        subscriptions.map((subscription) => deliver(subscription, body, push, topic)),
      )
      const result: PushResult = { sent: 0, removed: 0, failed: 0 }
      const retry: string[] = []
      outcomes.forEach((outcome, index) => {
        count(outcome)
        if (outcome === 'retry') retry.push(subscriptions[index]?.endpoint ?? '')
        else result[outcome] += 1
      })
      if (retry.length > 0) throw new RetryablePushError(retry, result)
      return result
    },
  }
}
