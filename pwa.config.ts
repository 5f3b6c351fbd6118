// vite-plugin-pwa settings: the service worker is our own (sw/sw.ts, injectManifest) and the
// page registers it through src/offline/sw-bridge.ts, so the plugin only builds and injects.
import type { VitePWAOptions } from 'vite-plugin-pwa'

const NAVY = '#0b3a5b'
const shortcutIcon = { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  // The output is named after the entry: /app/sw.js, which the server never caches.
  filename: 'sw.ts',
  injectRegister: false,
  // The glob below already precaches the icons; listing them twice would add duplicate entries.
  includeManifestIcons: false,
  registerType: 'prompt',
  injectManifest: {
    // The plugin adds manifest.webmanifest itself.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['screenshots/**'],
  },
  manifest: {
    id: '/app/',
    name: 'Agenda',
    short_name: 'Agenda',
    description:
      'Der Terminkalender der Redaktion: Termine, Themen, Jahrestage und Aktionstage – auch offline.',
    lang: 'de',
    dir: 'ltr',
    start_url: '/app/',
    scope: '/app/',
    display: 'standalone',
    theme_color: NAVY,
    background_color: NAVY,
    categories: ['news', 'productivity'],
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: 'icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    screenshots: [
      {
        src: 'screenshots/feed-narrow.png',
        sizes: '540x960',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Die Agenda des Tages auf dem Smartphone',
      },
      {
        src: 'screenshots/feed-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Die Agenda mit Filtern am Arbeitsplatz',
      },
    ],
    shortcuts: [
      { name: 'Heute', url: '/app/events/standard', icons: [shortcutIcon] },
      { name: '7-Tage', url: '/app/events/preview', icons: [shortcutIcon] },
      { name: 'Suche', url: '/app/events/list?focus=search', icons: [shortcutIcon] },
    ],
  },
}
