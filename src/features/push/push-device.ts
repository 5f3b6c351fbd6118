// This browser's push subscription (docs/architecture.md#web-push): switching on asks for the
// permission, subscribes with the server's VAPID key and hands the subscription to the server;
// switching off ends it on both sides. Errors come out as German sentences.
import type { PushSubscriptionBody } from '@domain/push-api'
import { HttpError } from '@/lib/http/http-error'
import { deleteSubscription, fetchVapidPublicKey, saveSubscription } from './push-api'

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on'

export const PUSH_UNAVAILABLE = 'Push ist in diesem Browser gerade nicht verfügbar.'
export const PUSH_BLOCKED =
  'Mitteilungen sind für die Agenda blockiert. Sie können sie in den Einstellungen des Browsers erlauben.'
/** A worker that never arrives (development, a blocked registration) must not hang the switch. */
const WORKER_WAIT_MS = 5000

export class PushDeviceError extends Error {}

const supportsPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new PushDeviceError(PUSH_UNAVAILABLE)), WORKER_WAIT_MS),
  )
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export async function readPushState(): Promise<PushState> {
  if (!supportsPush()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  const existing = await navigator.serviceWorker
    .getRegistration()
    .then((found) => found?.pushManager.getSubscription())
    .catch(() => null)
  return existing && Notification.permission === 'granted' ? 'on' : 'off'
}

export async function switchPushOn(): Promise<void> {
  if (!supportsPush()) throw new PushDeviceError(PUSH_UNAVAILABLE)
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushDeviceError(PUSH_BLOCKED)
  const [worker, publicKey] = await Promise.all([registration(), fetchVapidPublicKey()])
  let subscription: PushSubscription
  try {
    subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    })
  } catch (cause) {
    console.error('push subscribe failed', cause)
    throw new PushDeviceError(PUSH_UNAVAILABLE)
  }
  try {
    await saveSubscription(subscription.toJSON() as PushSubscriptionBody)
  } catch (cause) {
    // Not known to the server: nothing would ever arrive, so the browser forgets it too.
    await subscription.unsubscribe().catch(() => false)
    throw cause
  }
}

export async function switchPushOff(): Promise<void> {
  const found = await navigator.serviceWorker.getRegistration()
  const subscription = await found?.pushManager.getSubscription()
  if (!subscription) return
  await deleteSubscription(subscription.endpoint).catch((cause: unknown) => {
    // Gone on the server already (removed after a 410): off is what was wanted.
    if (!(cause instanceof HttpError && cause.status === 404)) throw cause
  })
  await subscription.unsubscribe()
}
