// The user menu's install entry: the browser's install dialog where it offers one, on iPhone and
// iPad a hint to add the app by hand; nothing once the app is installed.
import { useAtomValue } from 'jotai'
import { Icon } from '@/components/ui/icon'
import { installPromptAtom, needsIosInstallHint, promptInstall } from '@/offline/install-prompt'
import './install-entry.css'

/** A list item for the user menu's action list; `className` is that list's action class. */
export function InstallEntry({ className }: { className?: string }) {
  const installPrompt = useAtomValue(installPromptAtom)
  if (installPrompt) {
    return (
      <li>
        <button type="button" className={className} onClick={() => void promptInstall()}>
          <Icon name="external-link" /> App installieren
        </button>
      </li>
    )
  }
  if (!needsIosInstallHint()) return null
  return (
    <li className="install-entry__hint">
      <Icon name="info" /> App installieren: in Safari „Teilen“ und dann „Zum Home-Bildschirm“
      wählen.
    </li>
  )
}
