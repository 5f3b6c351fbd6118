// Saving one change of the notification settings: at once, confirmed in the message bar
// („Gespeichert: …“), the server's German refusal shown under the section otherwise.
import { useState } from 'react'
import type { NotificationSettings } from '@domain/notification-settings-api'
import { failureMessage } from '@/lib/query/use-read'
import { showMessage } from '@/stores/message-bar'
import { useSaveNotificationSettings } from './api/notification-settings'

export type SaveSetting = (next: NotificationSettings, saved: string) => Promise<void>

export function useSaveSetting() {
  const saveSettings = useSaveNotificationSettings()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save: SaveSetting = async (next, saved) => {
    setBusy(true)
    setError(null)
    try {
      await saveSettings(next)
      showMessage({ type: 'success', text: `Gespeichert: ${saved}` })
    } catch (cause) {
      setError(failureMessage(cause, 'Die Einstellung konnte nicht gespeichert werden.'))
    } finally {
      setBusy(false)
    }
  }
  return { save, busy, error, setError }
}
