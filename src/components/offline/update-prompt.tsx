// Offers a waiting new version in the message bar: "Neue Version verfügbar" with "Aktualisieren".
// Renders nothing itself; the app shell mounts it once.
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { applyUpdate, updateAvailableAtom } from '@/offline/sw-bridge'
import { showMessage } from '@/stores/message-bar'

export function UpdatePrompt() {
  const updateAvailable = useAtomValue(updateAvailableAtom)
  useEffect(() => {
    if (!updateAvailable) return
    showMessage({
      type: 'info',
      text: 'Neue Version verfügbar',
      actionLabel: 'Aktualisieren',
      onAction: applyUpdate,
      icon: 'info',
      stay: true,
    })
  }, [updateAvailable])
  return null
}
