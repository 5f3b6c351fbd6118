// The app-wide invitations to choose a presentation: the zen prompt for established media
// accounts without a choice (SPEC §4), which opens the onboarding dialog 'Darstellung wählen'.
import { useState } from 'react'
import { atom, useAtom, useAtomValue } from 'jotai'
import { buttonClassName } from '@/components/ui/button'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { effectiveZenPreferenceAtom } from '@/stores/zen-preference'
import { shouldShowZenPrompt } from './zen-prompt-rule'
import './presentation.css'
import { onDemand } from '@/lib/react/on-demand'

const onboardingDialog = onDemand(() => import('./onboarding-dialog'))

/** Closed for this visit; it returns next visit while no presentation has been chosen. */
const zenPromptClosedAtom = atom(false)

export function PresentationPrompts() {
  const profile = useAtomValue(profileAtom)
  const preference = useAtomValue(effectiveZenPreferenceAtom)
  const [closed, setClosed] = useAtom(zenPromptClosedAtom)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [now] = useState(() => new Date())
  const showPrompt = profile !== null && !closed && shouldShowZenPrompt(profile, preference, now)

  return (
    <>
      {showPrompt && !dialogOpen && (
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
              onClick={() => setClosed(true)}
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
            setClosed(true)
          }}
        />
      )}
    </>
  )
}
