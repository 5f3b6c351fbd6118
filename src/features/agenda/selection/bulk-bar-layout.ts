// Which actions the bulk bar draws as buttons and which go into its „Aktionen“ menu: a narrow
// bar (use-bulk-bar-size.ts) has room for the count, „Auswahl aufheben“ and one more button.
import type { ShownBulkAction } from '@/stores/bulk-actions'

/** Buttons beside the count and „Auswahl aufheben“, the menu counting as one of them. */
export const INLINE_ACTIONS = { narrow: 1, wide: 5 } as const

export function splitBulkActions(actions: readonly ShownBulkAction[], room: number) {
  if (actions.length <= room) return { inline: [...actions], overflow: [] }
  const inline = actions.slice(0, room - 1)
  return { inline, overflow: actions.slice(inline.length) }
}
