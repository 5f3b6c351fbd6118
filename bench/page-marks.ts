// What the browser benchmarks (feed.ts, peer-month.ts) share: times taken inside the page and
// read from outside, the month labels Monat shows, and the gzipped size of a built script.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { formatMonth, monthOf } from '../domain/berlin-time'

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Waits until the page has set `window[name]` and returns it (a time taken inside the page). */
export async function waitForMark(page: Page, name: string): Promise<number> {
  // Polled from outside: waitForFunction evaluates its predicate with eval, which the app's
  // content security policy refuses. The time itself is taken inside the page.
  const deadline = Date.now() + 60_000
  while (!(await page.evaluate<boolean>(`window.${name} !== undefined`))) {
    if (Date.now() > deadline)
      throw new Error(`${name}: nach 60 s nicht gezeichnet (${page.url()})`)
    await page.waitForTimeout(10)
  }
  return page.evaluate<number>(`window.${name}`)
}

/**
 * Inside the page, armed before a step: `window[name]` becomes the time from now to the first
 * frame painted after `shownSource` (a JavaScript expression) holds. As an init script with
 * `since` '0', the time from the navigation's start.
 */
export const armPaintProbe = (name: string, shownSource: string, since = 'performance.now()') => `
  (() => {
    window.${name} = undefined
    const started = ${since}
    const shown = () => ${shownSource}
    const mark = () => requestAnimationFrame(() => setTimeout(() => {
      window.${name} = performance.now() - started
    }))
    if (shown()) return mark()
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      mark()
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })()`

/**
 * Presses the button labelled `label` inside the page, right as a paint probe is armed, and
 * returns the time from the press to the first frame painted once `shownSource` holds.
 * Playwright's own click would add its checks (visible, stable, hit) to the time.
 */
export async function pressUntilPainted(
  page: Page,
  label: string,
  shownSource: string,
): Promise<number> {
  await page.evaluate(
    `${armPaintProbe('__pressPaintedAt', shownSource)};
    document.querySelector('button[aria-label=${JSON.stringify(label)}]').click()`,
  )
  return waitForMark(page, '__pressPaintedAt')
}

/**
 * Our Monat shows `label` (e.g. „Dezember 2026“) with its counts, and no skeleton: the first grid
 * on the page, or with `within` ('#root') only the app's own, not the start's picture of it.
 */
export const monthGridShows = (label: string, within = '') => `(() => {
  const grid = document.querySelector('${within} .month-grid')
  return Boolean(grid && grid.textContent.includes(${JSON.stringify(label)}) &&
    grid.querySelector('.month-day-count') && !document.querySelector('.feed-skeleton'))
})()`

/** „Dezember 2026“ for '2026-12'. */
export const monthLabel = (month: string) => formatMonth(`${month}-01`)

/** The month `by` months after a 'YYYY-MM' month, as 'YYYY-MM'. */
export const shiftMonth = (month: string, by: number) => monthOf(`${month}-01`, by).from.slice(0, 7)

const gzippedSize = new Map<string, number>()

/** The gzipped size of a built file: `pathname` as the page asked for it, below `base`. */
export function gzippedAsset(directory: string, base: string, pathname: string): number {
  const file = path.join(directory, pathname.slice(base.length))
  let size = gzippedSize.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length
    gzippedSize.set(file, size)
  }
  return size
}

/** The scripts a page has loaded (its own `<script src>` and every `.js` resource) by pathname. */
export async function loadedScripts(page: Page, before = Infinity): Promise<string[]> {
  const scripts = await page.evaluate<{ name: string; startTime: number }[]>(`
    performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }))`)
  const entryScripts = await page.evaluate<string[]>(`
    [...document.querySelectorAll('script[src]')].map((script) => new URL(script.src).pathname)`)
  const early = scripts.filter((script) => script.startTime < before)
  return [...new Set([...entryScripts, ...early.map((script) => script.name)])]
}

/** All entries, not only the top ones, and the new presentation's hint closed: stored, so every later visit shows them. */
export async function showEveryEntry(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Nur Top-Einträge' }).uncheck()
  await page
    .getByRole('region', { name: 'Neu: die Einfache Darstellung' })
    .getByRole('button', { name: 'Schließen' })
    .click()
}

/** A desktop reader in Berlin, as the benchmarks measure the app. */
export const newBerlinContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1440, height: 900 },
  })
