import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, signInToFeed, startDemoServer } from '../scripts/demo-session'

const server = await startDemoServer({ port: 8390, dataDir: '/tmp/shots-data', seedEvents: 800 })
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
})
try {
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desk', { width: 1440, height: 900 }],
  ] as const) {
    const page = await browser.newPage({ viewport })
    await signInToFeed(page, server.origin, `kollegin+shots${name}@agenda.test`)
    await page.goto(`${server.origin}/app/events/preview?q=`)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/shots/${name}-week.png` })
    await page.goto(`${server.origin}/app/events/list?q=`)
    await page.locator('[data-entry]').first().click()
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/shots/${name}-detail.png` })
    await page.goto(`${server.origin}/app/settings`)
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `/tmp/shots/${name}-settings.png`, fullPage: true })
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
