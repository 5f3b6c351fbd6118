// The help menu's panel: the guided tour, the questions and answers, and how to reach the
// support. Its code loads when the reader reaches for „Hilfe“ (docs/architecture.md#start-up).
import { useLocation } from 'react-router-dom'
import { HeaderMenuButton, HeaderMenuLink } from './header-menu'
import { useLaunchTour } from './launch-tour'

export default function HelpMenuPanel() {
  const { pathname, search } = useLocation()
  const launchTour = useLaunchTour()
  return (
    <ul className="header-menu__actions">
      <HeaderMenuButton icon="chevron-right" onPress={() => void launchTour()}>
        Geführte Tour
      </HeaderMenuButton>
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
