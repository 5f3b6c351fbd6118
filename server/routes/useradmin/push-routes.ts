// /useradmin/push (docs/architecture.md#web-push): the VAPID public key the browser subscribes
// with, saving and deleting this browser's subscription, and a test notification the user sends
// to all of their devices from the settings. Each route needs the ticket and agenda access and
// touches only the signed-in user's subscriptions.
import { createECDH } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  PUSH_SUBSCRIPTIONS_MAX,
  PushEndpointQuerySchema,
  PushSubscriptionSchema,
  type PushTestResponse,
  type VapidPublicKeyResponse,
} from '../../../domain/push-api'
import { isAllowedPushEndpoint } from '../../alerts/push/push-endpoint'
import { RetryablePushError } from '../../alerts/push/push-sender'
import { pushSubscriptionStore } from '../../alerts/push/subscription-store'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { typeBoxValidatorCompiler, type SchemaTypes } from '../../schemas/route-schemas'
import { TokenBuckets, type BucketLimit } from '../calendar/token-buckets'

/** Three test notifications at once, then one a minute per account. */
export const PUSH_TEST_LIMIT: BucketLimit = { burst: 3, refillPerSecond: 1 / 60 }

/** The browser's key must be a point on P-256, or every later push would fail to encrypt. */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'))
    return true
  } catch {
    return false
  }
}

export default async function pushRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle; allowLocalEndpoints: boolean },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  app.setValidatorCompiler(typeBoxValidatorCompiler)
  const store = pushSubscriptionStore(options.database.db)
  const testBuckets = new TokenBuckets(PUSH_TEST_LIMIT)
  // The ticket is checked before the input, so a stranger learns nothing about the input rules.
  const guards = { onRequest: [app.requireTicket, app.requireAgendaAccess] }

  app.get(
    '/useradmin/push/vapid-public-key',
    guards,
    async (): Promise<VapidPublicKeyResponse> => ({ publicKey: app.push.publicKey }),
  )

  app.post(
    '/useradmin/push/subscriptions',
    { ...guards, bodyLimit: 8 * 1024, schema: { body: PushSubscriptionSchema } },
    async (request, reply) => {
      const { endpoint, keys } = request.body
      if (!isAllowedPushEndpoint(endpoint, options.allowLocalEndpoints)) {
        throw new ApiError(
          400,
          'PUSH_ENDPOINT_INVALID',
          'Diese Push-Adresse wird nicht angenommen: Sie muss zu einem öffentlichen Push-Dienst (https) führen.',
        )
      }
      if (!isP256Point(keys.p256dh)) {
        throw new ApiError(
          400,
          'PUSH_KEY_INVALID',
          'Der Schlüssel des Push-Abonnements ist ungültig.',
        )
      }
      const saved = await store.save(
        request.ticket.sub,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        PUSH_SUBSCRIPTIONS_MAX,
      )
      if (!saved) {
        throw new ApiError(
          409,
          'PUSH_SUBSCRIPTION_LIMIT',
          `Push ist schon auf ${PUSH_SUBSCRIPTIONS_MAX} Geräten eingeschaltet. Bitte schalten Sie es zuerst auf einem anderen Gerät aus.`,
        )
      }
      return reply.status(201).send({ endpoint })
    },
  )

  app.delete(
    '/useradmin/push/subscriptions',
    { ...guards, schema: { querystring: PushEndpointQuerySchema } },
    async (request, reply) => {
      // Another user's endpoint is not found either: nobody learns which endpoints exist.
      if (!(await store.remove(request.ticket.sub, request.query.endpoint))) {
        throw new ApiError(
          404,
          'PUSH_SUBSCRIPTION_NOT_FOUND',
          'Dieses Gerät ist nicht für Push angemeldet.',
        )
      }
      return reply.status(204).send()
    },
  )

  app.post('/useradmin/push/test', guards, async (request, reply): Promise<PushTestResponse> => {
    const wait = testBuckets.take(request.ticket.sub)
    if (wait > 0) {
      void reply.header('Retry-After', String(wait))
      throw new ApiError(
        429,
        'PUSH_TEST_LIMIT',
        `Sie haben gerade mehrere Testmitteilungen gesendet. Bitte warten Sie ${wait} Sekunden.`,
      )
    }
    try {
      const { sent, removed } = await app.push.sendToUser(request.ticket.sub, {
        title: 'Testmitteilung der Agenda',
        body: 'So sehen Sie Mitteilungen zu Ihren gespeicherten Suchen auf diesem Gerät.',
        url: '/app/settings',
        tag: 'agenda-test',
      })
      return { sent, removed }
    } catch (error) {
      if (!(error instanceof RetryablePushError)) throw error
      throw new ApiError(
        502,
        'PUSH_FAILED',
        'Der Push-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      )
    }
  })
}
