// The page's side of the service worker (workbox-window): registers it, notices a waiting new
// version, activates it only when the user asks, and hears where agenda answers came from.
// workbox-window loads only when there is something for it to do: a first registration, or a new
// version waiting; a start under the current worker checks for updates without it
// (docs/architecture.md#start-up).
import type { Workbox } from 'workbox-window'
import {
  IMAGES_CACHE_NAME,
  USER_DATA_CACHE_PREFIX,
  type AnswerSourceMessage,
} from '@domain/offline-contract'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { externalValueAtom, observableValue } from './external-value-atom'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000

const updateAvailable = observableValue(false)
const showsCachedData = observableValue(false)
let started = false
let workbox: Workbox | undefined

/** True while a new version waits; the message bar offers "Aktualisieren". */
export const updateAvailableAtom = externalValueAtom(updateAvailable.get, updateAvailable.subscribe)

/** True when the agenda on screen came from the device instead of the server. */
export const showsCachedDataAtom = externalValueAtom(showsCachedData.get, showsCachedData.subscribe)

function listenForAnswerSources(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Partial<AnswerSourceMessage> | null
    if (message?.type === 'AGENDA_ANSWER_SOURCE') showsCachedData.set(message.fromCache === true)
  })
}

/**
 * Registers the service worker; main.tsx calls it once. Does nothing in development. The worker
 * already in control answers at once; registering (and a first visit's precache download) waits
 * until the first screen is settled, so it never competes with the agenda's first answers.
 */
export function initServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || started) return
  started = true
  listenForAnswerSources()
  void whenFirstScreenSettled().then(startUpdates)
}

const { BASE_URL } = import.meta.env
/** Our worker's script, as registered by workbox-window and as the browser reports it active. */
const SCRIPT_PATH = `${BASE_URL}sw.js`

/**
 * Without our worker in place, workbox-window registers it at once. Under it, workbox-window
 * waits for a new version: the browser's check (now, hourly and on return to the tab) finds it,
 * and once it has installed, workbox-window, registering, reports it waiting.
 */
async function startUpdates(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(BASE_URL)
  const checkForUpdate = () =>
    void navigator.serviceWorker
      .getRegistration(BASE_URL)
      .then((current) => current?.update())
      .catch(() => undefined)
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate()
  })
  if (registration?.active?.scriptURL !== new URL(SCRIPT_PATH, location.href).href)
    return loadWorkbox()
  whenWaiting(registration, () => void loadWorkbox())
  checkForUpdate()
}

/** Calls `onWaiting` once a new version waits: now, or when one found later has installed. */
function whenWaiting(registration: ServiceWorkerRegistration, onWaiting: () => void): void {
  if (registration.waiting) return onWaiting()
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.waiting === worker) onWaiting()
    })
  })
}

let loading: Promise<void> | undefined

/** workbox-window, once: it registers and reports a waiting version, also one waiting already. */
function loadWorkbox(): Promise<void> {
  loading ??= import('workbox-window').then(({ Workbox }) => {
    workbox = new Workbox(SCRIPT_PATH, { scope: BASE_URL })
    workbox.addEventListener('waiting', () => updateAvailable.set(true))
    void workbox.register()
  })
  return loading
}

/** "Aktualisieren": lets the waiting version take over, then reloads into it. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}

const holdsUserData = (name: string) =>
  name.startsWith(USER_DATA_CACHE_PREFIX) || name === IMAGES_CACHE_NAME

/** The agenda answers and images kept for offline use (the app shell stays). */
export async function clearOfflineCaches(): Promise<void> {
  if (!('caches' in window)) return
  const names = await caches.keys()
  await Promise.all(names.filter(holdsUserData).map((name) => caches.delete(name)))
}
