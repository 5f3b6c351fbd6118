// `npm run print-shots`: how the views come out on paper, to look at. For each view (and a detail)
// a screenshot in print media at desktop and phone width, and a PDF through Chromium's own print
// with its pages rendered as PNGs (pdftoppm), so page breaks can be checked by eye.
// PRINT_SHOTS_ORIGIN uses a running server instead of starting one; the pictures go to the folder
// given as argument (default /tmp/print-shots).
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_PATH, signInToFeed, startDemoServer, type DemoServer } from './demo-session'

const OUT = path.resolve(process.argv[2] ?? '/tmp/print-shots')
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } }
// Every entry (an empty search in the address), not just the top ones: a full agenda to lay out.
const VIEWS = ['standard', 'list', 'preview', 'monthly'] as const
const PDF_VIEWS: readonly string[] = ['standard', 'preview', 'monthly']

async function openView(page: Page, origin: string, view: string) {
  await page.emulateMedia({ media: 'screen' })
  await page.goto(`${origin}/app/events/${view}?q=`)
  const content = view === 'monthly' ? '.month-grid' : '[data-entry]'
  await page.locator(content).first().waitFor({ timeout: 30_000 })
}

/**
 * The view in print media, its first screen and the whole page, and, on a desktop, as Chromium
 * prints it to PDF.
 */
async function shoot(page: Page, name: string, pdf: boolean) {
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: path.join(OUT, `${name}-top.png`) })
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true })
  if (!pdf) return
  const file = path.join(OUT, `${name}.pdf`)
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: false })
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(OUT, `${name}-page`)])
}

async function run(origin: string) {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({
      viewport,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    })
    const page = await context.newPage()
    await signInToFeed(page, origin)
    for (const view of VIEWS) {
      await openView(page, origin, view)
      await shoot(page, `${view}-${widthName}`, widthName === 'desktop' && PDF_VIEWS.includes(view))
    }
    await openView(page, origin, 'standard')
    await page.locator('[data-entry]').first().click()
    await page.locator('.event-detail').waitFor()
    await shoot(page, `detail-${widthName}`, widthName === 'desktop')
    await context.close()
  }
  await browser.close()
  console.log(`Bilder und PDFs in ${OUT}`)
}

const given = process.env.PRINT_SHOTS_ORIGIN
let server: DemoServer | undefined
try {
  if (!given)
    server = await startDemoServer({ port: 8415, dataDir: 'test-results/print-shots-data' })
  await run(given ?? server?.origin ?? '')
} finally {
  await server?.stop()
}
