// Settings › Darstellung › Startansicht: the view the agenda opens with, on this device at once and
// in the account through the outbox (docs/product.md#settings).
import { useId } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import type { DefaultView } from '@domain/ticket-profile'
import { saveDefaultViewOnServer } from '@/features/presentation/api/profile-writes'
import { chooseDefaultViewAtom, defaultViewAtom } from '@/stores/zen-preference'
import { showMessage } from '@/stores/message-bar'

const VIEWS: { view: DefaultView; label: string; hint: string }[] = [
  { view: 'standard', label: 'Standard', hint: 'Die Tage untereinander, jeder Eintrag mit Text.' },
  { view: 'list', label: 'Liste', hint: 'Eine knappe Zeile je Eintrag, sortierbar.' },
  { view: 'preview', label: '7-Tage', hint: 'Die nächsten sieben Tage nebeneinander.' },
  { view: 'monthly', label: 'Monat', hint: 'Der ganze Monat als Kalenderblatt.' },
]

export function DefaultViewChoices() {
  const current = useAtomValue(defaultViewAtom)
  const choose = useSetAtom(chooseDefaultViewAtom)
  const name = useId()
  const select = async (view: DefaultView, label: string) => {
    await choose(view)
    showMessage({ type: 'success', text: `Gespeichert: Startansicht ${label}.` })
    await saveDefaultViewOnServer(view, label)
  }
  return (
    <fieldset className="settings-choices settings-choices--views" aria-describedby={`${name}-zen`}>
      <legend>Startansicht</legend>
      <p id={`${name}-zen`} className="settings-hint">
        Mit dieser Ansicht öffnet sich die Agenda. In der Einfachen Darstellung öffnet „Liste“ die
        Liste, jede andere die 7-Tage-Übersicht.
      </p>
      {VIEWS.map(({ view, label, hint }) => (
        <div key={view} className="settings-choice">
          <label>
            <input
              type="radio"
              name={name}
              checked={current === view}
              aria-describedby={`${name}-${view}`}
              onChange={() => void select(view, label)}
            />
            <strong>{label}</strong>
          </label>
          <small id={`${name}-${view}`}>{hint}</small>
        </div>
      ))}
    </fieldset>
  )
}
