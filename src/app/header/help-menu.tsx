// The help menu („Hilfe“), for everyone in every layout: the questions and answers, and how to
// reach the support. The pages themselves load on demand.
import { HeaderMenu, HeaderMenuLink } from './header-menu'

export function HelpMenu() {
  return (
    <HeaderMenu className="help-menu" icon="help" label="Hilfe">
      <ul className="header-menu__actions">
        <HeaderMenuLink to="/help" icon="info">
          Häufige Fragen
        </HeaderMenuLink>
        <HeaderMenuLink to="/help/support" icon="mail">
          Support kontaktieren
        </HeaderMenuLink>
      </ul>
    </HeaderMenu>
  )
}
