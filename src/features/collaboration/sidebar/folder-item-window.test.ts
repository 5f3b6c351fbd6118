// Scrolling is not testable in happy-dom (the virtualizer never sees a scroll there), so the
// choice of rows is tested here; folder-items.test.tsx tests what a rendered window announces.
import { describe, expect, it } from 'vitest'
import { FOLDER_ROWS_BEYOND_VIEW, folderRowsToRender } from './folder-item-window'

const atTheEnd = { startIndex: 494, endIndex: 499, overscan: FOLDER_ROWS_BEYOND_VIEW, count: 500 }
const inTheMiddle = { startIndex: 200, endIndex: 205, overscan: 4, count: 500 }

describe('folderRowsToRender', () => {
  it('reaches the last of 500 rows when scrolled to the end, with rows before it to Shift+Tab to', () => {
    const rows = folderRowsToRender(atTheEnd, null)
    expect(rows.at(-1)).toBe(499)
    expect(rows[0]).toBe(494 - FOLDER_ROWS_BEYOND_VIEW)
  })

  it('renders rows beyond the visible ones, so Tab always finds the next row', () => {
    expect(folderRowsToRender(inTheMiddle, null)).toEqual([
      196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
    ])
  })

  it('keeps the row holding focus when it is scrolled out of the window, in order', () => {
    const rows = folderRowsToRender(inTheMiddle, 3)
    expect(rows[0]).toBe(3)
    expect(rows.slice(1)).toEqual(folderRowsToRender(inTheMiddle, null))
    expect(folderRowsToRender(inTheMiddle, 201)).toEqual(folderRowsToRender(inTheMiddle, null))
  })

  it('forgets a focused row the folder no longer has', () => {
    expect(folderRowsToRender(atTheEnd, 600)).toEqual(folderRowsToRender(atTheEnd, null))
  })
})
