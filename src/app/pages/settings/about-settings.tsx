// Settings › Über: which build this is (the support asks for it) and the legal pages.
import { Link } from 'react-router-dom'

export function AboutSettings() {
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
    </section>
  )
}
