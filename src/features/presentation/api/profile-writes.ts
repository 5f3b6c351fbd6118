// The writes of the profile as outbox writes — the zen mode (GET /useradmin/user-profile/mode), the
// closed zen prompt and the default view: made offline, each waits on the device and reaches the
// server exactly once when back online. Loaded on use: nothing the first screen sends.
import type { DefaultView } from '@domain/ticket-profile'
import { sendOrQueue } from '@/offline/outbox'

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
    // A failed save is only logged; the choice on the device stands.
    console.error('Error setting Zen Mode', error)
  }
}

/** Tells the server the zen prompt was closed, so no other device of the account shows it again. */
export async function saveZenPromptDismissalOnServer(): Promise<void> {
  try {
    const result = await sendOrQueue({
      method: 'POST',
      url: '/useradmin/user-profile/zen-prompt-dismissal',
      description: 'Hinweis auf die Einfache Darstellung schließen',
    })
    if (result.status === 'dropped') console.error('Error saving the closed zen prompt')
  } catch (error) {
    // As with the mode: the device remembers it regardless.
    console.error('Error saving the closed zen prompt', error)
  }
}

/** Tells the server the view the agenda opens with (Settings › Darstellung). */
export async function saveDefaultViewOnServer(view: DefaultView, label: string): Promise<void> {
  try {
    await sendOrQueue({
      method: 'PATCH',
      url: '/useradmin/user-profile',
      body: { defaultView: view },
      description: `Startansicht „${label}“ wählen`,
    })
  } catch (error) {
    // As with the mode: the choice on the device stands.
    console.error('Error saving the default view', error)
  }
}
