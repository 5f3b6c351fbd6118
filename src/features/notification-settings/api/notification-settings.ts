// GET/PUT /useradmin/notification-settings (docs/product.md#settings): digest times, pause and
// quiet hours. Each answer is mirrored on the device; without a network the mirror stands in.
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { NotificationSettings } from '@domain/notification-settings-api'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import { useRead } from '@/lib/query/use-read'
import { localData } from '@/offline/local-data'

const SETTINGS_URL = '/useradmin/notification-settings'

export interface LoadedNotificationSettings {
  settings: NotificationSettings
  /** Read from the device: the server was out of reach. */
  fromDevice: boolean
}

async function loadSettings(signal: AbortSignal): Promise<LoadedNotificationSettings> {
  try {
    const settings = await httpClient.get<NotificationSettings>(SETTINGS_URL, { signal })
    await localData.setNotificationSettings(settings)
    return { settings, fromDevice: false }
  } catch (error) {
    // Only a missing answer falls back to the device; a refusal is shown as what it is.
    const missing = error instanceof HttpError && error.status === null && !signal.aborted
    const stored = missing ? await localData.getNotificationSettings() : undefined
    if (!stored) throw error
    return { settings: stored, fromDevice: true }
  }
}

const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => loadSettings(signal),
})

export const useNotificationSettings = () =>
  useRead(notificationSettingsQuery, 'Die Benachrichtigungen konnten nicht geladen werden.')

/** Saves on the server, then shows and mirrors what the server kept. */
export function useSaveNotificationSettings() {
  const client = useQueryClient()
  return async (settings: NotificationSettings) => {
    const saved = await httpClient.put<NotificationSettings>(SETTINGS_URL, settings)
    await localData.setNotificationSettings(saved)
    client.setQueryData(notificationSettingsQuery.queryKey, { settings: saved, fromDevice: false })
  }
}
