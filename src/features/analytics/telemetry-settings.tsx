// Settings › Datenschutz: the optional categories, each switched on or off at once; switching
// one off stops it in this tab immediately (docs/product.md#settings).
import { useAtom } from 'jotai'
import { showMessage } from '@/stores/message-bar'
import { telemetryConsentAtom } from './telemetry-consent'
import { CATEGORY_TEXTS, useConfiguredCategories } from './use-telemetry-config'

export default function TelemetrySettings() {
  const categories = useConfiguredCategories()
  const [consent, setConsent] = useAtom(telemetryConsentAtom)
  if (categories === null) return null
  return (
    <section aria-labelledby="settings-privacy" className="settings-section">
      <h2 id="settings-privacy">Datenschutz</h2>
      {categories.length === 0 ? (
        <p>Diese Agenda zählt keine Nutzung und sendet keine Fehlerberichte.</p>
      ) : (
        <div className="settings-choices">
          {categories.map((category) => (
            <div key={category} className="settings-choice">
              <label>
                <input
                  type="checkbox"
                  checked={consent?.[category] === true}
                  aria-describedby={`settings-privacy-${category}`}
                  onChange={(event) => {
                    const on = event.target.checked
                    setConsent({
                      analytics: consent?.analytics === true,
                      errorReports: consent?.errorReports === true,
                      [category]: on,
                    })
                    const { label } = CATEGORY_TEXTS[category]
                    showMessage({
                      type: 'success',
                      text: `${label} ${on ? 'erlaubt' : 'ausgeschaltet'}.`,
                    })
                  }}
                />
                <strong>{CATEGORY_TEXTS[category].label}</strong>
              </label>
              <small id={`settings-privacy-${category}`}>{CATEGORY_TEXTS[category].hint}</small>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
