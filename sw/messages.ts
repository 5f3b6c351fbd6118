// Messages from the page. The worker never activates itself: a waiting version takes over only
// when the user chooses "Aktualisieren" (workbox-window's messageSkipWaiting).
declare const self: ServiceWorkerGlobalScope

export function listenForPageMessages(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = event.data as { type?: unknown } | null
    if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}
