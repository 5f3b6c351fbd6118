import { act, useRef } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { EntryActionsContext, EntryFrame } from '@/components/entry-actions/entry-actions'
import { rootPerTest } from '@/testing/test-root'
import { useArrowNavigation } from './use-arrow-navigation'

function List() {
  const ref = useRef<HTMLDivElement>(null)
  const onKeyDown = useArrowNavigation(ref)
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the list's own keys
    <div ref={ref} onKeyDown={onKeyDown}>
      {['a', 'b', 'c'].map((id) => (
        <EntryFrame key={id} eventId={id}>
          <a href={`#${id}`} data-entry id={id}>
            {id}
          </a>
        </EntryFrame>
      ))}
    </div>
  )
}

const { container, render } = rootPerTest()
beforeEach(() => {
  render(
    <EntryActionsContext value={(id) => <button type="button">Stern {id}</button>}>
      <List />
    </EntryActionsContext>,
  )
})

const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })

describe('arrow keys in a list whose entries carry actions', () => {
  it('move on from an entry’s star as from the entry itself', () => {
    const starOfA = [...container.querySelectorAll('button')][0]
    starOfA?.focus()
    press('ArrowDown')
    expect(document.activeElement?.id).toBe('b')
    press('ArrowDown')
    expect(document.activeElement?.id).toBe('c')
    press('ArrowUp')
    expect(document.activeElement?.id).toBe('b')
  })
})
