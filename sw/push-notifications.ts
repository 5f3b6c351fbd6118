// Web Push in the service worker (docs/architecture.md#web-push): a push shows the notification
// the server sent (title, text, tag, the entry's address), and a click brings an open window of
// the app to that address or opens one. Only addresses of this app's own origin are ever opened
// (docs/security.md#web-push): a payload naming another site opens the agenda instead.
declare const self: ServiceWorkerGlobalScope

const APP_HOME = '/app/'
const ICON = '/app/icons/icon-192.png'

interface PushMessage {
  title: string
  body: string
  url: string
  tag: string
}

/** The payload as the server sends it, or a general notice for anything else. */
export function readMessage(data: PushMessageData | null): PushMessage {
  let parsed: Partial<Record<keyof PushMessage, unknown>> = {}
  try {
    parsed = (data?.json() ?? {}) as typeof parsed
  } catch {
    // Not JSON: the general notice below.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : fallback
  return {
    title: text(parsed.title, 'Agenda'),
    body: text(parsed.body, 'Es gibt Neues in Ihrer Agenda.'),
    url: text(parsed.url, APP_HOME),
    tag: text(parsed.tag, 'agenda'),
  }
}

/** The address to open: same origin only, else the app's start. */
export function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}${APP_HOME}`
  try {
    const target = new URL(url, origin)
    if (target.origin === origin && target.protocol.startsWith('http')) return target.href
  } catch {
    // Not a URL: the app's start.
  }
  return `${origin}${APP_HOME}`
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin)
  const exact = ours.find((client) => client.url === url)
  if (exact) {
    await exact.focus()
    return
  }
  const open = ours[0]
  if (open) {
    const navigated = await open.navigate(url).catch(() => null)
    await (navigated ?? open).focus()
    return
  }
  await self.clients.openWindow(url)
}

export function listenForPushes(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const message = readMessage(event.data)
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: ICON,
        badge: ICON,
        lang: 'de',
        data: { url: sameOriginUrl(message.url, self.location.origin) },
      }),
    )
  })
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    event.waitUntil(openOrFocus(sameOriginUrl(data?.url, self.location.origin)))
  })
}
