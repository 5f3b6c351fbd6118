// The footer with the legal pages every visitor may open.
import { Link } from 'react-router-dom'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Rechtliches" className="site-footer__links">
        <Link to="/terms">Nutzungsbedingungen</Link>
        <Link to="/privacy">Datenschutz</Link>
        <Link to="/imprint">Impressum</Link>
        <Link to="/cookies">Cookie-Hinweis</Link>
      </nav>
      <p className="site-footer__note">© Agenda Nachrichtenagentur GmbH, Berlin</p>
    </footer>
  )
}
