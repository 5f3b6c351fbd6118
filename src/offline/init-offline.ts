// Everything offline that starts with the app, in one call for main.tsx: the service worker, the
// install prompt (its event comes early) and the outbox replay.
import { listenForInstallPrompt } from './install-prompt'
import { startOutboxReplay } from './outbox'
import { initServiceWorker } from './sw-bridge'

export function initOffline(): void {
  listenForInstallPrompt()
  initServiceWorker()
  startOutboxReplay()
}
