// Settings › Über: which build this is (the support asks for it), the legal pages and the
// open-source licences, whose list loads only when opened.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { onDemand } from '@/lib/react/on-demand'

const openSourceLicenses = onDemand(() => import('./open-source-licenses'))

export function AboutSettings() {
  const [showLicences, setShowLicences] = useState(false)
  return (
    <section aria-labelledby="settings-about" className="settings-section">
      <h2 id="settings-about">Über die Agenda</h2>
      <dl className="settings-account">
        <dt>Version</dt>
        <dd>{String(import.meta.env.VITE_APP_VERSION)}</dd>
      </dl>
      <p className="page__meta">
        <Link to="/terms">Nutzungsbedingungen</Link> · <Link to="/privacy">Datenschutz</Link> ·{' '}
        <Link to="/imprint">Impressum</Link> · <Link to="/help">Häufige Fragen</Link>
      </p>
      <Button
        variant="secondary"
        aria-expanded={showLicences}
        aria-controls="settings-licences"
        onClick={() => setShowLicences(!showLicences)}
      >
        Open-Source-Lizenzen
      </Button>
      <div id="settings-licences">{showLicences && <openSourceLicenses.Component />}</div>
    </section>
  )
}
