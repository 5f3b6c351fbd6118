// The Web Push routes under /useradmin/push (docs/architecture.md#web-push): the browser's
// PushSubscription as its toJSON() gives it, checked alike by the settings and the server.
import { Type, type Static } from '@sinclair/typebox'

export const PUSH_SUBSCRIPTIONS_MAX = 10

export const PushSubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({
      minLength: 1,
      maxLength: 2048,
      pattern: '^https?://[^\\s]+$',
      errorMessage: 'Die Push-Adresse des Browsers fehlt oder ist ungültig.',
    }),
    // Browsers send it (null when the subscription does not expire); the server does not keep it.
    expirationTime: Type.Optional(Type.Union([Type.Null(), Type.Number()])),
    keys: Type.Object(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url (RFC 8291).
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{87}=?$' }),
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}(==)?$' }),
      },
      {
        additionalProperties: false,
        errorMessage: 'Die Schlüssel des Push-Abonnements sind ungültig.',
      },
    ),
  },
  { errorMessage: 'Das Push-Abonnement ist unvollständig.' },
)
export type PushSubscriptionBody = Static<typeof PushSubscriptionSchema>

export const PushEndpointQuerySchema = Type.Object(
  {
    endpoint: Type.String({
      minLength: 1,
      maxLength: 2048,
      errorMessage: 'Die Push-Adresse des Browsers fehlt.',
    }),
  },
  { additionalProperties: false },
)

export interface VapidPublicKeyResponse {
  publicKey: string
}

export interface PushTestResponse {
  sent: number
  removed: number
}
