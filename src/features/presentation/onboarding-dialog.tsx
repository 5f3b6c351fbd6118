// The onboarding dialog 'Darstellung wählen' (docs/product.md#presentation): 640 px wide, image
// 592×330 px, options Einfache and Klassische Darstellung, Abbrechen and Weiter. A native modal
// <dialog>: focus is trapped and Escape cancels without any library. Loaded only when it opens.
import { useEffect, useId, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { buttonClassName } from '@/components/ui/button'
import { showMessage } from '@/stores/message-bar'
import { isZenPreferredAtom } from '@/stores/zen-preference'
import choiceImage from './presentation-choice.svg'
import { CLASSIC_HOME, ZEN_HOME } from './presentation-paths'
import { useChangePresentation } from './use-change-presentation'

const OPTIONS = [
  {
    isZen: true,
    title: 'Einfache Darstellung',
    text: 'Ruhig und übersichtlich: die wichtigsten Termine nach Ressorts, mit wenigen Bedienelementen.',
  },
  {
    isZen: false,
    title: 'Klassische Darstellung',
    text: 'Alle Werkzeuge: die Ansichten Standard, Liste, 7-Tage und Monat, Suche und Filter.',
  },
]

export default function OnboardingDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [isZen, setIsZen] = useState(useAtomValue(isZenPreferredAtom))
  const changePresentation = useChangePresentation()

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  const proceed = () => {
    onClose()
    void changePresentation(isZen, isZen ? ZEN_HOME : CLASSIC_HOME)
    // Offered once, here; the help menu starts it again at any time.
    showMessage({
      type: 'info',
      text: 'Möchten Sie die Agenda in einer kurzen Tour kennenlernen?',
      actionLabel: 'Tour starten',
      // The agenda in the chosen presentation is on screen (or about to be): tour that.
      onAction: () => void import('@/lib/tour/start-tour').then((tour) => tour.startTourOnScreen()),
      stay: true,
    })
  }

  return (
    <dialog
      ref={dialogRef}
      className="onboarding-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId}>Darstellung wählen</h2>
      <img
        className="onboarding-image"
        src={choiceImage}
        width={592}
        height={330}
        alt="Links die Einfache Darstellung mit ruhiger Liste, rechts die Klassische Darstellung mit Filtern"
      />
      <fieldset className="onboarding-options">
        <legend className="visually-hidden">Darstellung</legend>
        {OPTIONS.map((option) => (
          <label key={option.title} className="onboarding-option">
            <input
              type="radio"
              name="presentation"
              checked={isZen === option.isZen}
              onChange={() => setIsZen(option.isZen)}
            />
            <strong>{option.title}</strong>
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
      <p className="onboarding-hint">
        Sie können die Darstellung jederzeit oben über „Einfache Darstellung“ ändern.
      </p>
      <div className="onboarding-actions">
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          Abbrechen
        </button>
        <button type="button" className={buttonClassName('primary')} onClick={proceed}>
          Weiter
        </button>
      </div>
    </dialog>
  )
}
