// Images (event images, news item pictures): cache first with an expiry, since an image at a URL
// never changes and the list should not refetch them on every scroll. The key is the whole URL:
// a news picture's signed query names the picture, so it is never ignored.
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { IMAGES_CACHE_NAME } from '@domain/offline-contract'

export const imagesStrategy = new CacheFirst({
  cacheName: IMAGES_CACHE_NAME,
  plugins: [
    // Opaque answers (status 0) from image hosts without CORS are still worth keeping.
    {
      cacheWillUpdate: async ({ response }) =>
        [0, 200].includes(response.status) ? response : null,
    },
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
})
