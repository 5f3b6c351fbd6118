import { act, useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { renderPlainRow, tenDaysOfRows } from './testing/ten-days-of-rows'
import { VirtualFeed } from './virtual-feed'

const ROW_HEIGHT = 100

/** Four entries a day for ten days: many times what the window shows. */
const rows = tenDaysOfRows(4)
const renderRow = renderPlainRow

const { container, render } = rootPerTest()
beforeEach(() => {
  // Laid out, every row is as tall as estimated.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 800, ROW_HEIGHT),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
})

const drawnRows = () => container.querySelectorAll('[role="listitem"]').length

/** Beside the list, committed after it: what the list's first commit put in the document. */
function FirstCommit({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(drawnRows())
  }, [seen])
  return null
}

describe('the first entries of a list', () => {
  it('are in the first commit, only those in view; the rows beyond follow once idle', async () => {
    const seen: number[] = []
    render(
      <>
        <VirtualFeed
          rows={rows}
          label="Termine"
          estimateDayHeight={ROW_HEIGHT}
          estimateEventHeight={ROW_HEIGHT}
          renderRow={renderRow}
          hasMore={false}
          onEndReached={() => undefined}
        />
        <FirstCommit seen={seen} />
      </>,
    )
    const inView = Math.ceil(window.innerHeight / ROW_HEIGHT)
    // Not a render with no rows first, then another once the window has been measured.
    expect(seen[0]).toBeGreaterThanOrEqual(inView)
    expect(seen[0]).toBeLessThanOrEqual(inView + 1)

    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(drawnRows()).toBeGreaterThanOrEqual(inView + 8)
  })
})
