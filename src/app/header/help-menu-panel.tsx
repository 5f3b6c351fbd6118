// The help menu's panel: the questions and answers, and how to reach the support. Its code loads
// when the reader reaches for „Hilfe“ (docs/architecture.md#start-up).
import { useLocation } from 'react-router-dom'
import { HeaderMenuLink } from './header-menu'

export default function HelpMenuPanel() {
  const { pathname, search } = useLocation()
  return (
    <ul className="header-menu__actions">
      <HeaderMenuLink to="/help" icon="info">
        Häufige Fragen
      </HeaderMenuLink>
      {/* The support form names the page the user came from in its diagnostics. */}
      <HeaderMenuLink to="/help/support" state={{ from: pathname + search }} icon="mail">
        Support kontaktieren
      </HeaderMenuLink>
    </ul>
  )
}
