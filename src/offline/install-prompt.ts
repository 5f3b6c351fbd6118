// Installing the app: Chromium offers a `beforeinstallprompt` event we keep for the user menu's
// "App installieren"; iOS Safari has none, so there the menu shows how to add it by hand.
import { externalValueAtom, observableValue } from './external-value-atom'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const installPrompt = observableValue<BeforeInstallPromptEvent | null>(null)

/** The browser's deferred install prompt, or null when it offers none (or the app is installed). */
export const installPromptAtom = externalValueAtom(installPrompt.get, installPrompt.subscribe)

/** Starts listening; call once at start, before the browser fires the event. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt.set(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => installPrompt.set(null))
}

/** Shows the browser's install dialog; the prompt can be used only once. */
export async function promptInstall(): Promise<boolean> {
  const event = installPrompt.get()
  if (!event) return false
  installPrompt.set(null)
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/** iPhone or iPad, not yet installed: the user menu explains "Zum Home-Bildschirm". */
export const needsIosInstallHint = (): boolean =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) && !isStandalone()
