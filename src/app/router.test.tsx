import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AgendaBrowserRouter } from './router'

// Without act(): act would finish a transition as well, and the test is about when the new
// address is drawn.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

function NextMonth() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate('/events/monthly?from=2027-01-01')}>
      {params.get('from') ?? 'kein Monat'}
    </button>
  )
}

/** An address below the app's base, as the browser shows it. */
const address = (path: string) => `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`

let root: Root | undefined
afterEach(() => root?.unmount())

describe('AgendaBrowserRouter', () => {
  it('draws a navigation in the click’s own task, not as a transition', async () => {
    window.history.replaceState(null, '', address('/events/monthly?from=2026-12-01'))
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    flushSync(() =>
      root?.render(
        <AgendaBrowserRouter>
          <NextMonth />
        </AgendaBrowserRouter>,
      ),
    )
    const button = container.querySelector('button')
    expect(button?.textContent).toBe('2026-12-01')
    button?.click()
    // Only the click's microtasks awaited, as a browser runs them before it draws: a transition
    // would be rendered in tasks of its own, later.
    await Promise.resolve()
    expect(button?.textContent).toBe('2027-01-01')
    expect(window.location.pathname + window.location.search).toBe(
      address('/events/monthly?from=2027-01-01'),
    )
    container.remove()
  })
})
