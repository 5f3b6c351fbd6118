// The help menu („Hilfe“), for everyone in every layout; its panel's code and the pages it leads
// to load on demand.
import { onDemand } from '@/lib/react/on-demand'
import { HeaderMenu } from './header-menu'

const helpMenuPanel = onDemand(() => import('./help-menu-panel'))

export function HelpMenu() {
  return (
    <HeaderMenu className="help-menu" icon="help" label="Hilfe">
      <helpMenuPanel.Component />
    </HeaderMenu>
  )
}
