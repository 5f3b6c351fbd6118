import { describe, expect, it } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { renderPlainRow, tenDaysOfRows } from './testing/ten-days-of-rows'
import { VirtualFeed } from './virtual-feed'

/** Three entries a day for ten days: more rows than the virtualized list draws. */
const rows = tenDaysOfRows(3)
const renderRow = renderPlainRow

const { container, render } = rootPerTest()

const show = (hasMore = false) =>
  render(
    <VirtualFeed
      rows={rows}
      label="Termine"
      estimateDayHeight={56}
      estimateEventHeight={96}
      renderRow={renderRow}
      hasMore={hasMore}
      onEndReached={() => undefined}
    />,
  )
const printed = () => container.querySelector('.printed-feed')

describe('a list on paper', () => {
  it('prints every loaded row, in the document before the browser lays out the paper', () => {
    show()
    expect(printed()).toBeNull()
    expect(container.querySelectorAll('[role="list"] [data-row]').length).toBeLessThan(30)
    // No act(): the rows must be there when `beforeprint` returns, not some time later.
    window.dispatchEvent(new Event('beforeprint'))
    expect(printed()?.querySelectorAll('[data-row]')).toHaveLength(30)
    window.dispatchEvent(new Event('afterprint'))
    expect(printed()).toBeNull()
  })

  it('keeps each day’s heading together with its first entry', () => {
    show()
    window.dispatchEvent(new Event('beforeprint'))
    const days = [...(printed()?.querySelectorAll('.printed-day') ?? [])]
    expect(days).toHaveLength(10)
    for (const day of days) {
      const start = day.querySelector('.printed-day__start')
      expect(start?.querySelector('h2')).not.toBeNull()
      expect(start?.querySelectorAll('[data-row]')).toHaveLength(1)
      expect(day.querySelectorAll('[data-row]')).toHaveLength(3)
    }
    window.dispatchEvent(new Event('afterprint'))
  })

  it('marks a list whose later pages have not been loaded', () => {
    show(true)
    window.dispatchEvent(new Event('beforeprint'))
    expect(printed()?.hasAttribute('data-incomplete')).toBe(true)
    window.dispatchEvent(new Event('afterprint'))
  })
})
