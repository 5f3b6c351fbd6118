// The zen prompt and its dialog 'Darstellung wählen' (docs/product.md#presentation), loaded once
// `PresentationPrompts` finds the prompt wanted: nothing the first screen shows.
import { useSetAtom } from 'jotai'
import { buttonClassName } from '@/components/ui/button'
import { onDemand } from '@/lib/react/on-demand'
import { useOverlayTurn } from '@/stores/overlay-queue'
import { dismissZenPromptAtom } from '@/stores/zen-preference'
import './presentation.css'

const onboardingDialog = onDemand(() => import('./onboarding-dialog'))

interface ZenPromptProps {
  wanted: boolean
  /** Kept by `PresentationPrompts`: the dialog stays open once the prompt is no longer wanted. */
  dialogOpen: boolean
  setDialogOpen: (open: boolean) => void
}

export default function ZenPrompt({ wanted, dialogOpen, setDialogOpen }: ZenPromptProps) {
  const dismissHere = useSetAtom(dismissZenPromptAtom)
  // The dialog keeps the turn, so no other panel opens beside it.
  const myTurn = useOverlayTurn('zen-prompt', wanted || dialogOpen)
  const dismiss = async () => {
    await dismissHere()
    // The server's copy of the choice: its code loads with the press, not with the prompt.
    const { saveZenPromptDismissalOnServer } = await import('./api/profile-writes')
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
