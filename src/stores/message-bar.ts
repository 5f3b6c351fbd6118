// The message bar (snackbar) of SPEC §2: one message at a time, shown by any part of the app
// through showMessage, rendered by the app shell.
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

/** SPEC §9: how long a message stays unless told to stay. */
export const MESSAGE_BAR_DURATION_MS = 3000

/** The message shown, with an id so the same text shown twice restarts its timer. */
export const messageBarAtom = atom<(BarMessage & { id: number }) | null>(null)

let nextId = 1

export function showMessage(message: BarMessage, store = getDefaultStore()): void {
  store.set(messageBarAtom, { ...message, id: nextId++ })
}

export function hideMessage(store = getDefaultStore()): void {
  store.set(messageBarAtom, null)
}
