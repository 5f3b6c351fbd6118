// Offers a waiting new version in the message bar: "Neue Version verfügbar" with "Aktualisieren".
// It takes its turn with the other panels and prompts (one at a time) and gives the turn back once
// its message is gone. Renders nothing itself; the app shell mounts it once.
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { applyUpdate, updateAvailableAtom } from '@/offline/sw-bridge'
import { messageBarAtom, showMessage } from '@/stores/message-bar'
import { useOverlayTurn } from '@/stores/overlay-queue'

export function UpdatePrompt() {
  const store = useStore()
  const updateAvailable = useAtomValue(updateAvailableAtom)
  const [closed, setClosed] = useState(false)
  const myTurn = useOverlayTurn('update-prompt', updateAvailable && !closed)
  useEffect(() => {
    if (!myTurn) return
    const id = showMessage(
      {
        type: 'info',
        text: 'Neue Version verfügbar',
        actionLabel: 'Aktualisieren',
        onAction: applyUpdate,
        icon: 'info',
        stay: true,
      },
      store,
    )
    // Closed, or replaced by another message: the next panel may have its turn.
    return store.sub(messageBarAtom, () => {
      if (store.get(messageBarAtom)?.id !== id) setClosed(true)
    })
  }, [myTurn, store])
  return null
}
