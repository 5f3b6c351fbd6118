// Which rows of an open folder are in the DOM: the visible ones and a few beyond (so Tab and
// Shift+Tab always find the next row to move to, and the browser scrolls it into view), plus the
// row holding focus even when it has been scrolled far away, so focus is never lost with it.
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual'

/** Rows kept beyond each edge of the visible ones. */
export const FOLDER_ROWS_BEYOND_VIEW = 4

export function folderRowsToRender(range: Range, focusedIndex: number | null): number[] {
  const rows = defaultRangeExtractor(range)
  if (focusedIndex === null || focusedIndex >= range.count || rows.includes(focusedIndex)) {
    return rows
  }
  return [...rows, focusedIndex].sort((a, b) => a - b)
}
