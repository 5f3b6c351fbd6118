// The zen preference (docs/product.md#presentation). Effective preference: the value stored on this
// device, else the profile's isZenMode; it decides whether the /events or the /zen routes show.
// Beside it the other half of Settings › Darstellung, the default view, kept the same way.
import { atom, getDefaultStore } from 'jotai'
import type { DefaultView } from '@domain/ticket-profile'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { localData } from '@/offline/local-data'

/** The locally stored choice, the string 'true' or 'false'; undefined while never chosen here. */
export const preferredViewModeIsZenAtom = atom<'true' | 'false' | undefined>(undefined)

/** Whether the user chose the presentation (onboarding dialog or header toggle). */
export const isUserDefinedZenPreferenceAtom = atom(false)

/** Local value, else the profile's isZenMode; undefined when neither says anything. */
export const effectiveZenPreferenceAtom = atom<boolean | undefined>((get) => {
  const local = get(preferredViewModeIsZenAtom)
  if (local !== undefined) return local === 'true'
  return get(profileAtom)?.isZenMode
})

/** What the route guards ask: show the zen routes? */
export const isZenPreferredAtom = atom((get) => get(effectiveZenPreferenceAtom) === true)

/** The zen prompt was closed on this device (the server learns it through the outbox). */
export const zenPromptDismissedHereAtom = atom(false)

/** Closed here or, as the ticket says, on any device of the account: it never comes back. */
export const isZenPromptDismissedAtom = atom(
  (get) => get(zenPromptDismissedHereAtom) || get(profileAtom)?.zenPromptDismissed === true,
)

/** The view chosen on this device; undefined until then (the account's choice applies). */
const defaultViewHereAtom = atom<DefaultView | undefined>(undefined)

/** The view the agenda opens with: this device's choice, else the account's, else Standard. */
export const defaultViewAtom = atom<DefaultView>(
  (get) => get(defaultViewHereAtom) ?? get(profileAtom)?.defaultView ?? 'standard',
)

/** Loads the stored preferences once at start, before the first route is decided. */
export async function loadZenPreference(store = getDefaultStore()): Promise<void> {
  const preferences = await localData.getPreferences()
  store.set(defaultViewHereAtom, preferences.defaultView)
  store.set(preferredViewModeIsZenAtom, preferences.preferredViewModeIsZen)
  store.set(isUserDefinedZenPreferenceAtom, preferences.isUserDefinedZenPreference ?? false)
  store.set(zenPromptDismissedHereAtom, preferences.zenPromptDismissed ?? false)
}

/** After the device forgot the user's data: the next user's own profile decides. */
export function forgetZenPreference(store = getDefaultStore()): void {
  store.set(defaultViewHereAtom, undefined)
  store.set(preferredViewModeIsZenAtom, undefined)
  store.set(isUserDefinedZenPreferenceAtom, false)
  store.set(zenPromptDismissedHereAtom, false)
}

/** Remembers on this device that the zen prompt was closed (telling the server is the caller's job). */
export const dismissZenPromptAtom = atom(null, async (_get, set) => {
  set(zenPromptDismissedHereAtom, true)
  const stored = await localData.getPreferences()
  await localData.setPreferences({ ...stored, zenPromptDismissed: true })
})

/**
 * Stores the user's choice on this device (telling the server is the caller's job). Written before
 * the choice shows (`showZenChoiceAtom`), so a reload right after the switch keeps it.
 */
export async function storeZenChoice(isZen: boolean): Promise<void> {
  const stored = await localData.getPreferences()
  await localData.setPreferences({
    ...stored,
    preferredViewModeIsZen: isZen ? 'true' : 'false',
    isUserDefinedZenPreference: true,
  })
}

/** Shows a stored choice: the route guards follow it at once. */
export const showZenChoiceAtom = atom(null, (_get, set, isZen: boolean) => {
  set(preferredViewModeIsZenAtom, isZen ? 'true' : 'false')
  set(isUserDefinedZenPreferenceAtom, true)
})

/** Stores the default view on this device (telling the server is the caller's job). */
export const chooseDefaultViewAtom = atom(null, async (_get, set, view: DefaultView) => {
  set(defaultViewHereAtom, view)
  const stored = await localData.getPreferences()
  await localData.setPreferences({ ...stored, defaultView: view })
})
