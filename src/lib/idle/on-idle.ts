// The browser's quiet moments, for work the screen does not wait for. Safari has no idle
// callback: there the work runs shortly after instead.

const FALLBACK_DELAY_MS = 200

/** Runs `task` at the next idle moment, at the latest after `timeoutMs`; returns a cancel. */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, FALLBACK_DELAY_MS)
  return () => clearTimeout(handle)
}

/** Resolves at the next idle moment, at the latest after `timeoutMs`. */
export const whenIdle = (timeoutMs = 1500) =>
  new Promise<void>((resolve) => onIdle(resolve, timeoutMs))
