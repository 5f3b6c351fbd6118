// The app-wide invitation to choose a presentation: the zen prompt for established media accounts
// without a choice, which opens the dialog 'Darstellung wählen' (docs/product.md#presentation).
// Closing it is remembered on the device and the server; it waits its turn behind other panels.
import { useState } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { useLocation } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { onDemand } from '@/lib/react/on-demand'
import { allowsOverlays, useOverlayTurn } from '@/stores/overlay-queue'
import {
  dismissZenPromptAtom,
  effectiveZenPreferenceAtom,
  isZenPromptDismissedAtom,
} from '@/stores/zen-preference'
import { accessVerdict } from '@domain/agenda-access'
import { saveZenPromptDismissalOnServer } from './api/zen-mode-write'
import { shouldShowZenPrompt } from './zen-prompt-rule'
import './presentation.css'

const onboardingDialog = onDemand(() => import('./onboarding-dialog'))

export function PresentationPrompts() {
  const profile = useAtomValue(profileAtom)
  const preference = useAtomValue(effectiveZenPreferenceAtom)
  const dismissed = useAtomValue(isZenPromptDismissedAtom)
  const dismissHere = useSetAtom(dismissZenPromptAtom)
  const { pathname } = useLocation()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [now] = useState(() => new Date())
  const wanted =
    profile !== null &&
    !dismissed &&
    accessVerdict(profile) === 'ok' &&
    allowsOverlays(pathname) &&
    shouldShowZenPrompt(profile, preference, now)
  // The dialog keeps the turn, so no other panel opens beside it.
  const myTurn = useOverlayTurn('zen-prompt', wanted || dialogOpen)
  const dismiss = async () => {
    await dismissHere()
    await saveZenPromptDismissalOnServer()
  }

  return (
    <>
      {myTurn && !dialogOpen && (
        <section className="zen-prompt" aria-labelledby="zen-prompt-title">
          <h2 id="zen-prompt-title">Neu: die Einfache Darstellung</h2>
          <p>
            Eine ruhigere Agenda mit den wichtigsten Terminen nach Ressorts. Möchten Sie sie
            ausprobieren?
          </p>
          <div className="zen-prompt-actions">
            <button
              type="button"
              className={buttonClassName('primary')}
              onClick={() => setDialogOpen(true)}
            >
              Darstellung wählen
            </button>
            <button
              type="button"
              className={buttonClassName('quiet')}
              onClick={() => void dismiss()}
            >
              Schließen
            </button>
          </div>
        </section>
      )}
      {dialogOpen && (
        <onboardingDialog.Component
          onClose={() => {
            setDialogOpen(false)
            void dismiss()
          }}
        />
      )}
    </>
  )
}
