// Event images: cache first with an expiry, since an image at a URL never changes and the list
// should not refetch them on every scroll.
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'

export const imagesStrategy = new CacheFirst({
  cacheName: 'agenda-images',
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
