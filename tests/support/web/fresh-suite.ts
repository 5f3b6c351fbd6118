// Before each suite of the web project, which shares its workers' modules and window across
// suites (vite.config.ts): our own modules are evaluated afresh, and what an earlier suite left on
// the shared window is taken back, so each suite starts as it would in a worker of its own.
import * as fakeIndexedDb from 'fake-indexeddb'
import { vi } from 'vitest'

vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.restoreAllMocks()
localStorage.clear()
sessionStorage.clear()
document.head.replaceChildren()
document.body.replaceChildren()

// Properties a suite defined on navigator or window itself (navigator.serviceWorker, .locks);
// the environment's own are noted by the first suite of the worker.
const WINDOW_PROPERTIES = Symbol.for('agenda.test.windowProperties')
type Noted = Record<symbol, Map<object, Set<string>> | undefined>
const noted = ((globalThis as unknown as Noted)[WINDOW_PROPERTIES] ??= new Map(
  [navigator, window].map((target) => [target, new Set(Object.getOwnPropertyNames(target))]),
))
for (const [target, own] of noted) {
  for (const name of Object.getOwnPropertyNames(target)) {
    if (!own.has(name)) Reflect.deleteProperty(target, name)
  }
}

// An empty IndexedDB of the suite's own, as a browser has ('fake-indexeddb/auto' installs one
// only where it is first imported in the worker).
const { default: _singleton, forceCloseDatabase: _close, ...idbClasses } = fakeIndexedDb
for (const [name, value] of Object.entries({
  ...idbClasses,
  indexedDB: new fakeIndexedDb.IDBFactory(),
})) {
  Object.defineProperty(window, name, { value, configurable: true, writable: true })
}
