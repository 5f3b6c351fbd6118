// Where a page's start goes, read from a Chromium trace (bench/peer-month.ts): the renderer main
// thread's time from the navigation's start to the first picture, split by what ran. Each trace
// event counts with its own time, without the events nested in it: a layout forced by a script
// counts as layout, not as the script.
import { median } from './page-marks'

/** The phases, tried in order; the trace's own event names. */
const PHASES: [string, RegExp][] = [
  [
    'Skripte übersetzen und auswerten',
    /^(EvaluateScript|CompileScript|CacheScript|v8\.compile\w*|v8\.evaluateModule|v8\.produce\w*Cache|v8\.deserialize\w*)$/,
  ],
  [
    'JavaScript-Aufgaben (Render und Commit von React, Start der App)',
    /^(FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|v8\.callFunction|v8\.run|V8\.Execute|XHRReadyStateChange|XHRLoad)$/,
  ],
  ['Stil und Layout', /^(UpdateLayoutTree|Layout|ParseAuthorStyleSheet|HitTest)$/],
  ['Zeichnen', /^(PrePaint|Paint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage)$/],
  ['Speicherbereinigung', /GC/],
  ['HTML', /^ParseHTML$/],
]
/** What a trace records for the phases: the timeline, V8 and the loading of the page. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
]
const OTHER_WORK = 'Übrige Arbeit des Hauptthreads'
const WAITING = 'Warten (Netz, Service Worker, Leerlauf)'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  cat: string
  args?: {
    data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; type?: string }
    beginData?: { dirtyObjects?: number; totalObjects?: number }
  }
}

const eventsOf = (trace: Buffer) =>
  (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents

const phaseOf = (name: string) =>
  PHASES.find(([, pattern]) => pattern.test(name))?.[0] ?? OTHER_WORK

/**
 * Milliseconds per phase on the main thread of the last navigation in `trace` (a Chromium trace's
 * JSON), from its start to `paintedMs` after it; what the thread did not run is waiting.
 */
export function phasesOfStart(trace: Buffer, paintedMs: number): Map<string, number> {
  const traceEvents = eventsOf(trace)
  // The page's own navigation: an SVG image (the favicon) starts a document of its own, a main
  // frame without an address, often after the page's.
  const starts = traceEvents.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  const start = starts.at(-1)
  if (!start) throw new Error('Kein navigationStart in der Aufzeichnung')
  return phasesFrom(traceEvents, start, paintedMs)
}

/**
 * What a step inside the page did, read from its trace: from the last click's dispatch to
 * `paintedMs` after it, the main thread's phases and the layout objects its layouts laid out
 * again (with the most the page had).
 */
export function stepOfTrace(
  trace: Buffer,
  paintedMs: number,
): { phases: Map<string, number>; layoutObjects: { dirty: number; total: number } } {
  const traceEvents = eventsOf(trace)
  const click = lastClick(traceEvents)
  const layouts = traceEvents.filter(
    (event) =>
      event.name === 'Layout' && event.ts >= click.ts && event.ts < click.ts + paintedMs * 1000,
  )
  return {
    phases: phasesFrom(traceEvents, click, paintedMs),
    layoutObjects: {
      dirty: layouts.reduce((sum, layout) => sum + (layout.args?.beginData?.dirtyObjects ?? 0), 0),
      total: Math.max(0, ...layouts.map((layout) => layout.args?.beginData?.totalObjects ?? 0)),
    },
  }
}

function lastClick(traceEvents: TraceEvent[]): TraceEvent {
  const click = traceEvents
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
    .at(-1)
  if (!click) throw new Error('Kein Klick in der Aufzeichnung')
  return click
}

function phasesFrom(
  traceEvents: TraceEvent[],
  start: TraceEvent,
  paintedMs: number,
): Map<string, number> {
  const from = start.ts
  const to = from + paintedMs * 1000
  const events = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.dur !== undefined &&
        event.ts < to &&
        event.ts + (event.dur ?? 0) > from,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const phases = new Map<string, number>()
  const add = (phase: string, microseconds: number) =>
    phases.set(phase, (phases.get(phase) ?? 0) + microseconds / 1000)
  // Each event's time inside the window, less that of the events nested in it.
  const inWindow = (event: TraceEvent) =>
    Math.max(0, Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts))
  const stack: TraceEvent[] = []
  let busy = 0
  for (const event of events) {
    while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) {
      stack.pop()
    }
    const parent = stack.at(-1)
    const own = inWindow(event)
    if (parent) add(phaseOf(parent.name), -own)
    else busy += own
    add(phaseOf(event.name), own)
    stack.push(event)
  }
  add(WAITING, to - from - busy)
  return phases
}

/** The median of each phase over several starts, in the order of the first. */
export function medianPhases(starts: Map<string, number>[]): Map<string, number> {
  const names = new Set(starts.flatMap((phases) => [...phases.keys()]))
  return new Map(
    [...names].map((name) => [name, median(starts.map((phases) => phases.get(name) ?? 0))]),
  )
}
