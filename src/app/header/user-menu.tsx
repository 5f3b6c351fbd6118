// The user menu: the signed-in name opens a small panel with the e-mail address, the settings,
// 'Terminplanung' for planners and 'Abmelden'; the panel's code loads when the reader reaches for
// the name.
import type { Profile } from '@/lib/auth/profile'
import { onDemand } from '@/lib/react/on-demand'
import { HeaderMenu } from './header-menu'

const userMenuPanel = onDemand(() => import('./user-menu-panel'))

export function UserMenu({ profile }: { profile: Profile }) {
  return (
    <HeaderMenu className="user-menu" icon="user" label={profile.name} description=", Benutzermenü">
      <userMenuPanel.Component profile={profile} />
    </HeaderMenu>
  )
}
