import { act, Component as ClassComponent, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { onDemand, type OnDemandOptions } from './on-demand'

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>
}

/** A module load the test resolves or rejects by hand. */
function deferredModule() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<{ default: typeof Greeting }>((res, rej) => {
    resolve = () => res({ default: Greeting })
    reject = rej
  })
  return { load: () => promise, resolve, reject }
}

class Boundary extends ClassComponent<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  override render() {
    return this.state.message ? <p>Fehler: {this.state.message}</p> : this.props.children
  }
}

const { container, render } = rootPerTest()

/** A greeting whose first load fails („offline“) and every later one succeeds, rendered in a boundary. */
async function renderFailedLoad(fallback: ReactNode, options?: OnDemandOptions) {
  const failing = deferredModule()
  let attempt = 0
  const greeting = onDemand(
    () => (attempt++ === 0 ? failing.load() : Promise.resolve({ default: Greeting })),
    fallback,
    options,
  )
  await act(async () =>
    render(
      <Boundary>
        <greeting.Component name="Rita" />
      </Boundary>,
    ),
  )
  await act(async () => failing.reject(new Error('offline')))
  return { greeting, attempts: () => attempt }
}

describe('onDemand', () => {
  it('shows the fallback until the code has arrived, then the component', async () => {
    const module = deferredModule()
    const greeting = onDemand(module.load, <p>Lädt …</p>)
    await act(async () => render(<greeting.Component name="Rita" />))
    expect(container.textContent).toBe('Lädt …')
    await act(async () => module.resolve())
    expect(container.textContent).toBe('Hallo Rita')
  })

  it('renders preloaded code at once, without the fallback', async () => {
    const module = deferredModule()
    const greeting = onDemand(module.load, <p>Lädt …</p>)
    const preloaded = greeting.preload()
    module.resolve()
    await preloaded
    render(<greeting.Component name="Rita" />)
    expect(container.textContent).toBe('Hallo Rita')
  })

  it('passes a failed load of essential code to the error boundary, and a later render loads again', async () => {
    const { greeting } = await renderFailedLoad(null, { essential: true })
    expect(container.textContent).toBe('Fehler: offline')
    await act(async () => render(<greeting.Component key="again" name="Rita" />))
    expect(container.textContent).toBe('Hallo Rita')
  })

  it('keeps the fallback of a part whose code failed to load, and loads it once back online', async () => {
    const { attempts } = await renderFailedLoad(<p>Lädt …</p>)
    expect(container.textContent).toBe('Lädt …')
    expect(attempts()).toBe(1)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(container.textContent).toBe('Hallo Rita')
  })
})
