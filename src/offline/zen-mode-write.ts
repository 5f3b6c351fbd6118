// The zen-mode write of SPEC §7 (GET /useradmin/user-profile/mode) as an outbox write: made
// offline, it waits on the device and reaches the server exactly once when the app is back online.
import { sendOrQueue } from './outbox'

/** Tells the server the user's choice; callers store it on the device themselves first. */
export async function saveZenModeOnServer(isZenMode: boolean): Promise<void> {
  try {
    const result = await sendOrQueue({
      method: 'GET',
      url: `/useradmin/user-profile/mode?isZenMode=${String(isZenMode)}`,
      ticketParameter: 'access_token',
      description: isZenMode ? 'Einfache Darstellung einschalten' : 'Klassische Darstellung wählen',
    })
    if (result.status === 'dropped') console.error('Error setting Zen Mode')
  } catch (error) {
    // SPEC §8: a failed save is only logged; the choice on the device stands.
    console.error('Error setting Zen Mode', error)
  }
}
