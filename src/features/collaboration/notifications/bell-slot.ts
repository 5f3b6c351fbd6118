// Where the header finds the notification bell (docs/product.md#alerts): empty on the first
// screen; start-collaboration.ts loads the bell with the collaboration client, which brings its
// count anyway, so the first screen carries only this slot.
import { atom } from 'jotai'
import type { ReactElement } from 'react'

export const notificationBellAtom = atom<ReactElement | null>(null)
