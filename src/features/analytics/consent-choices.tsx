// The cookie panel's choice of the optional categories the server configured: both off until
// ticked; „Auswahl speichern“ or „Alle erlauben“ decides (docs/product.md#messages).
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { telemetryConsentAtom, type TelemetryConsent } from './telemetry-consent'
import { CATEGORY_TEXTS, type Category } from './use-telemetry-config'

export function ConsentChoices({
  categories,
  onDecided,
}: {
  categories: Category[]
  onDecided: () => void
}) {
  const setConsent = useSetAtom(telemetryConsentAtom)
  const [chosen, setChosen] = useState<TelemetryConsent>({ analytics: false, errorReports: false })
  const decide = (consent: TelemetryConsent) => {
    setConsent(consent)
    onDecided()
  }
  return (
    <div className="cookie-consent__choices">
      <fieldset>
        <legend>Freiwillig, jederzeit in den Einstellungen änderbar:</legend>
        {categories.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              checked={chosen[category]}
              onChange={(event) => setChosen({ ...chosen, [category]: event.target.checked })}
            />
            <span>
              <strong>{CATEGORY_TEXTS[category].label}</strong> {CATEGORY_TEXTS[category].hint}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="cookie-consent__actions">
        <Button variant="secondary" onClick={() => decide(chosen)}>
          Auswahl speichern
        </Button>
        <Button
          onClick={() =>
            decide({
              analytics: categories.includes('analytics'),
              errorReports: categories.includes('errorReports'),
            })
          }
        >
          Alle erlauben
        </Button>
      </div>
    </div>
  )
}
