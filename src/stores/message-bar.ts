// The message bar (snackbar, docs/product.md#messages): one message at a time, shown by any part
// of the app through showMessage, rendered by the app shell.
import { atom, getDefaultStore } from 'jotai'

export interface BarMessage {
  text: string
  type: 'info' | 'success' | 'error'
  /** Label of an optional button, e.g. 'Rückgängig'; onAction runs when it is pressed. */
  actionLabel?: string
  onAction?: () => void
  /** Name of an icon of the shared icon set. */
  icon?: string
  placement?: 'left' | 'right'
  /** Stays until closed instead of disappearing after MESSAGE_BAR_DURATION_MS. */
  stay?: boolean
}

/** How long a message stays unless told to stay (docs/product.md#constants). */
export const MESSAGE_BAR_DURATION_MS = 3000

/** The message shown, with an id so the same text shown twice restarts its timer. */
export const messageBarAtom = atom<(BarMessage & { id: number }) | null>(null)

let nextId = 1

/** Shows the message; returns its id, to tell later whether it is still the one shown. */
export function showMessage(message: BarMessage, store = getDefaultStore()): number {
  const id = nextId++
  store.set(messageBarAtom, { ...message, id })
  return id
}
