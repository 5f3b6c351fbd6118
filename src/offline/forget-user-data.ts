// Sign-out on a shared device: the next user must neither see the last user's agenda offline nor
// have the last user's waiting writes replayed under their own ticket.
import { localData } from './local-data'
import { clearOfflineCaches } from './sw-bridge'

/** Call on sign-out, before the ticket is gone. Preferences and filters stay: they are the device's. */
export async function forgetUserData(): Promise<void> {
  await Promise.all([clearOfflineCaches(), localData.clearUserData()])
}
