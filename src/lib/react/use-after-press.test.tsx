import { act, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { useAfterPress } from './use-after-press'

/** A column whose "Übernehmen" button asks for a change after any press inside it. */
function Column({ change }: { change: () => void }) {
  const ref = useRef<HTMLElement>(null)
  const afterPress = useAfterPress(ref)
  return (
    <nav ref={ref}>
      <button type="button">Suche</button>
      <button type="button" className="change" onClick={() => afterPress(change)}>
        Übernehmen
      </button>
    </nav>
  )
}

const { container, render } = rootPerTest()
let change: ReturnType<typeof vi.fn<() => void>>
beforeEach(() => {
  vi.useFakeTimers()
  change = vi.fn<() => void>()
  render(<Column change={change} />)
})
afterEach(() => {
  vi.useRealTimers()
})

const button = () => container.querySelector('button') as HTMLButtonElement
const askForChange = () => act(() => container.querySelector<HTMLButtonElement>('.change')?.click())
const fire = (target: EventTarget, type: string, key?: string) =>
  act(() => {
    target.dispatchEvent(
      key === undefined
        ? new Event(type, { bubbles: true })
        : new KeyboardEvent(type, { bubbles: true, key }),
    )
  })

describe('useAfterPress', () => {
  it('changes at once when nothing is pressed', () => {
    askForChange()
    expect(change).toHaveBeenCalledOnce()
  })

  it('waits for the press to end and its click to be handled', () => {
    fire(button(), 'pointerdown')
    askForChange()
    expect(change).not.toHaveBeenCalled()
    fire(button(), 'pointerup')
    expect(change).not.toHaveBeenCalled() // the click comes after the release
    vi.runAllTimers()
    expect(change).toHaveBeenCalledOnce()
  })

  it('lets a press end outside the element it began in, or be cancelled', () => {
    fire(button(), 'pointerdown')
    askForChange()
    fire(document.body, 'pointercancel')
    vi.runAllTimers()
    expect(change).toHaveBeenCalledOnce()
    askForChange() // the press is over: no waiting now
    expect(change).toHaveBeenCalledTimes(2)
  })

  it('waits for a held Space, which presses a button on its release, but not for Enter', () => {
    fire(button(), 'keydown', 'Enter')
    askForChange()
    expect(change).toHaveBeenCalledOnce()
    fire(button(), 'keydown', ' ')
    askForChange()
    expect(change).toHaveBeenCalledOnce()
    fire(button(), 'keyup', ' ')
    vi.runAllTimers()
    expect(change).toHaveBeenCalledTimes(2)
  })
})
