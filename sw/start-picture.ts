// The app's page with the picture of the last-seen Monat, where the page kept one for exactly this
// address (docs/architecture.md#start-picture): painted before the app's code has run.
import { START_PICTURE_CACHE, isStartPicture, withStartPicture } from '@domain/start-picture'

declare const self: ServiceWorkerGlobalScope

/** `shell` (the app's page) for `request`, with the stored picture of its address if one fits. */
export async function withStoredStartPicture(request: Request, shell: Response): Promise<Response> {
  if (!shell.ok) return shell
  const stored = await caches.match(request.url, { cacheName: START_PICTURE_CACHE })
  const picture: unknown = await stored?.json().catch(() => null)
  if (!isStartPicture(picture)) return shell
  const page = withStartPicture(await shell.clone().text(), picture, Date.now())
  if (page === null) return shell
  return new Response(page, {
    status: shell.status,
    statusText: shell.statusText,
    headers: shell.headers,
  })
}

/** A new version's markup and styles differ: its first start draws the app itself. */
export function forgetStartPictureOnActivate(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(START_PICTURE_CACHE))
  })
}
