// The server side of push on this device (/useradmin/push, docs/architecture.md#web-push).
import type {
  PushSubscriptionBody,
  PushTestResponse,
  VapidPublicKeyResponse,
} from '@domain/push-api'
import { httpClient } from '@/lib/http/http-client'

const PUSH = '/useradmin/push'

export const fetchVapidPublicKey = () =>
  httpClient.get<VapidPublicKeyResponse>(`${PUSH}/vapid-public-key`).then((r) => r.publicKey)

export const saveSubscription = (subscription: PushSubscriptionBody) =>
  httpClient.post<{ endpoint: string }>(`${PUSH}/subscriptions`, subscription)

export const deleteSubscription = (endpoint: string) =>
  httpClient.delete<undefined>(`${PUSH}/subscriptions`, { params: { endpoint } })

export const sendTestPush = () => httpClient.post<PushTestResponse>(`${PUSH}/test`)
