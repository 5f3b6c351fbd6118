// Renders the PWA icons and the manifest's screenshots to PNG with Chromium (Playwright),
// from the favicon's drawing, so the images stay in step with it: `node scripts/render-pwa-images.mjs`.
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'

const calendar = readFileSync('public/favicon.svg', 'utf8')
const navy = '#0b3a5b'

const iconPage = (size, paddingShare) => `
  <body style="margin:0;background:${paddingShare ? navy : 'transparent'}">
    <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
      <div style="width:${size * (1 - 2 * paddingShare)}px">${calendar}</div>
    </div>
  </body>`

const entries = [
  ['09:00', 'Bundestag berät über den Haushalt', 'Berlin · Politik', true],
  ['10:30', 'Tarifverhandlungen im öffentlichen Dienst', 'Potsdam · Wirtschaft', false],
  ['12:00', 'Pressekonferenz zur Hochwasserlage', 'Dresden · Panorama', true],
  ['14:00', 'Eröffnung der Buchmesse', 'Frankfurt am Main · Kultur', false],
  ['18:30', 'Bundesliga: Nachholspiel', 'München · Sport', false],
  ['Ganztägig', 'Internationaler Tag des Ehrenamts', 'Aktionstag', false],
]

const screenshotPage = (withFilters) => `
  <body style="margin:0;font:16px system-ui,sans-serif;background:#f4f6f9;color:#17212b">
    <header style="background:${navy};color:#fff;padding:16px 24px;font-size:22px;font-weight:600">
      Agenda <span style="font-weight:400;font-size:16px;opacity:.8">· Heute</span></header>
    <div style="display:flex">
      ${
        withFilters
          ? `<aside style="width:260px;padding:24px;line-height:2.2">
        <b>Filter</b><br>☑ Top Einträge<br>☐ Politik<br>☐ Wirtschaft<br>☐ Panorama<br>☐ Kultur<br>☐ Sport</aside>`
          : ''
      }
      <main style="flex:1;padding:16px">
        ${entries
          .map(
            ([time, title, where, top]) => `
          <article style="background:#fff;border-radius:8px;padding:14px 16px;margin-bottom:12px;border-left:4px solid ${top ? '#f2a71b' : '#cfd8e3'}">
            <div style="font-size:14px;color:#4a5866">${time}</div>
            <div style="font-size:18px;font-weight:600;margin:4px 0">${title}</div>
            <div style="font-size:14px;color:#4a5866">${where}</div>
          </article>`,
          )
          .join('')}
      </main>
    </div>
  </body>`

const shots = [
  ['public/icons/icon-192.png', 192, 192, iconPage(192, 0)],
  ['public/icons/icon-512.png', 512, 512, iconPage(512, 0)],
  // Maskable: full-bleed background, drawing inside the 80 % safe zone.
  ['public/icons/icon-maskable-512.png', 512, 512, iconPage(512, 0.2)],
  ['public/icons/apple-touch-icon.png', 180, 180, iconPage(180, 0.08)],
  ['public/screenshots/feed-narrow.png', 540, 960, screenshotPage(false)],
  ['public/screenshots/feed-wide.png', 1280, 800, screenshotPage(true)],
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
for (const [path, width, height, html] of shots) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(html)
  await page.screenshot({ path, omitBackground: true })
  await page.close()
}
await browser.close()
