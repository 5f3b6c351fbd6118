// Settings › Darstellung: classic or Zen (the same choice as the header switch) and the view the
// agenda opens with — stored on the device at once and in the account through the outbox, so they
// follow the user to other devices.
import { useId, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useChangePresentation } from '@/features/presentation/use-change-presentation'
import { showMessage } from '@/stores/message-bar'
import { isZenPreferredAtom } from '@/stores/zen-preference'
import { DefaultViewChoices } from './default-view-choices'

const CHOICES = [
  {
    isZen: false,
    label: 'Klassische Darstellung',
    hint: 'Alle Ansichten (Standard, Liste, 7-Tage, Monat), Filter und gespeicherte Suchen.',
  },
  {
    isZen: true,
    label: 'Einfache Darstellung',
    hint: 'Ruhiger: Top-Einträge, Ressorts und Landesdienste, als 7-Tage-Übersicht oder Liste.',
  },
]

export function PresentationSettings() {
  const isZen = useAtomValue(isZenPreferredAtom)
  // The radio shows the choice at once: the stored preference follows after an on-demand import.
  // A choice counts while the preference is still the one it was made over.
  const [chosen, setChosen] = useState<{ isZen: boolean; over: boolean } | null>(null)
  if (chosen && chosen.over !== isZen) setChosen(null)
  const shown = chosen?.over === isZen ? chosen.isZen : isZen
  const changePresentation = useChangePresentation()
  const name = useId()
  return (
    <section aria-labelledby="settings-presentation" className="settings-section">
      <h2 id="settings-presentation">Darstellung</h2>
      <fieldset className="settings-choices">
        <legend className="visually-hidden">Darstellung der Agenda</legend>
        {CHOICES.map((choice) => (
          <div key={choice.label} className="settings-choice">
            <label>
              <input
                type="radio"
                name={name}
                checked={shown === choice.isZen}
                aria-describedby={`${name}-${String(choice.isZen)}`}
                onChange={() => {
                  setChosen({ isZen: choice.isZen, over: isZen })
                  // The page stays where it is; the feed opens in the chosen family next time.
                  void changePresentation(choice.isZen, '/settings')
                  showMessage({ type: 'success', text: `Gespeichert: ${choice.label}.` })
                }}
              />
              <strong>{choice.label}</strong>
            </label>
            <small id={`${name}-${String(choice.isZen)}`}>{choice.hint}</small>
          </div>
        ))}
      </fieldset>
      <DefaultViewChoices />
    </section>
  )
}
