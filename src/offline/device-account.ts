// Whose data the device holds: the account id of the last sign-in. When a different account's
// ticket arrives (a colleague signs in after the last ticket expired, without a sign-out), the
// previous account's data is forgotten before anything of it can be shown or replayed.
import { forgetUserData } from './forget-user-data'

const DEVICE_ACCOUNT_KEY = 'agenda-device-account'

/**
 * Makes the device the account's. A device of unknown owner (first sign-in, or data from before
 * this was recorded) is cleared too: its data cannot be proven to be this account's.
 */
export async function claimDeviceFor(accountId: string): Promise<void> {
  if (localStorage.getItem(DEVICE_ACCOUNT_KEY) === accountId) return
  await forgetUserData()
  localStorage.setItem(DEVICE_ACCOUNT_KEY, accountId)
}

/** After a sign-out has forgotten the user's data, the device belongs to nobody. */
export function releaseDevice(): void {
  localStorage.removeItem(DEVICE_ACCOUNT_KEY)
}
