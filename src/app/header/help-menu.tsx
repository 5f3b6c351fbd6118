// The help menu („Hilfe“), for everyone in every layout: the questions and answers, and how to
// reach the support. The pages themselves load on demand.
import { useLocation } from 'react-router-dom'
import { HeaderMenu, HeaderMenuLink } from './header-menu'

export function HelpMenu() {
  const { pathname, search } = useLocation()
  return (
    <HeaderMenu className="help-menu" icon="help" label="Hilfe">
      <ul className="header-menu__actions">
        <HeaderMenuLink to="/help" icon="info">
          Häufige Fragen
        </HeaderMenuLink>
        {/* The support form names the page the user came from in its diagnostics. */}
        <HeaderMenuLink to="/help/support" state={{ from: pathname + search }} icon="mail">
          Support kontaktieren
        </HeaderMenuLink>
      </ul>
    </HeaderMenu>
  )
}
