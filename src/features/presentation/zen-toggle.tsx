// The header switch 'Einfache Darstellung': on shows the zen feed, off the classic one.
import { useAtomValue } from 'jotai'
import { isZenPreferredAtom } from '@/stores/zen-preference'
import { useChangePresentation } from './use-change-presentation'
import './presentation.css'

export function ZenToggle() {
  const isZen = useAtomValue(isZenPreferredAtom)
  const changePresentation = useChangePresentation()
  return (
    <label className="zen-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={isZen}
        onChange={(event) => void changePresentation(event.target.checked)}
      />
      <span className="zen-toggle-track" aria-hidden="true" />
      <span className="zen-toggle-label">Einfache Darstellung</span>
    </label>
  )
}
