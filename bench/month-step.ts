// Where a step to the next month goes (issue 39): Monat on 3,000 entries a month, stepped forward
// through the months ahead (each prefetched as the one before it was shown, as a reader meets
// them), every step traced in Chromium. Prints step → painted (median, min–max), the renderer
// main thread's time split into phases (trace-phases.ts), how many layout objects the step's
// layout had to lay out again, and the machine's load. Tracing slows each step a little.
// Needs a build: `npx vite build && npm run bench:month-step` (BENCH_STEPS, default 10;
// BENCH_PORT, default 8417). docs/architecture.md#start-picture has its figures.
import { chromium } from '@playwright/test'
import { addDays, berlinToday } from '../domain/berlin-time'
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  signInToFeed,
  startDemoServer,
} from '../scripts/demo-session'
import { machineLoad } from './figures'
import {
  median,
  monthGridShows,
  monthLabel,
  newBerlinContext,
  pressUntilPainted,
  shiftMonth,
  showEveryEntry,
} from './page-marks'
import { medianPhases, stepOfTrace, TRACE_CATEGORIES } from './trace-phases'

const STEPS = Number(process.env.BENCH_STEPS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 8417)
// The seed reaches a year ahead: start a month back, so every step lands on a month with entries.
const FIRST_MONTH = addDays(berlinToday(), -30).slice(0, 7)

const server = await startDemoServer({
  port,
  dataDir: `/tmp/agenda-bench-month-step-${port}`,
  seedEvents: 43_000,
})
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
try {
  const page = await (await newBerlinContext(browser)).newPage()
  await signInToFeed(page, server.origin)
  await showEveryEntry(page)
  await page.goto(`${server.origin}/app/events/monthly?from=${FIRST_MONTH}-01`)
  await page.locator('#root .month-grid .month-day-count').first().waitFor()
  const loadBefore = machineLoad()
  const steps: number[] = []
  const phases: Map<string, number>[] = []
  const layouts: { dirty: number; total: number }[] = []
  let month = FIRST_MONTH
  for (let index = 0; index < STEPS; index += 1) {
    // A reader's glance: the next month's summary is prefetched meanwhile.
    await page.waitForTimeout(1000)
    const next = shiftMonth(month, 1)
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const painted = await pressUntilPainted(page, 'Monat vor', monthGridShows(monthLabel(next)))
    const step = stepOfTrace(await browser.stopTracing(), painted)
    steps.push(painted)
    phases.push(step.phases)
    layouts.push(step.layoutObjects)
    month = next
  }
  console.log(`Monat, ${STEPS} Schritte vor (aufgezeichnet), ab ${monthLabel(FIRST_MONTH)}`)
  console.log(`Last vorher: ${loadBefore}, nachher: ${machineLoad()} (1, 5, 15 min)`)
  console.log(
    `Nächster Monat → gezeichnet: ${median(steps).toFixed(0)} ms ` +
      `(${Math.min(...steps).toFixed(0)}–${Math.max(...steps).toFixed(0)})`,
  )
  console.log('Hauptthread (Median):')
  for (const [phase, ms] of medianPhases(phases)) {
    console.log(`  ${phase.padEnd(66)}${ms.toFixed(1)} ms`)
  }
  console.log(
    `Layout: ${median(layouts.map((layout) => layout.dirty))} von ` +
      `${median(layouts.map((layout) => layout.total))} Layout-Objekten neu (Median)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
