// The user menu's panel: the e-mail address, the settings, 'Terminplanung' for planners and
// 'Abmelden'. Its code loads when the reader reaches for the menu's button
// (docs/architecture.md#start-up).
import { InstallEntry } from '@/components/offline/install-entry'
import { signOut } from '@/features/sign-out/sign-out'
import type { Profile } from '@/lib/auth/profile'
import { HeaderMenuButton, HeaderMenuLink } from './header-menu'

/** An address too long for the panel breaks before the @, not inside the domain. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return <span>{email}</span>
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  )
}

export default function UserMenuPanel({ profile }: { profile: Profile }) {
  return (
    <>
      <p className="user-menu__identity">
        <strong>{profile.name}</strong>
        <EmailAddress email={profile.email} />
      </p>
      <ul className="header-menu__actions">
        <HeaderMenuLink to="/settings" icon="settings">
          Einstellungen
        </HeaderMenuLink>
        <HeaderMenuLink to="/submit" icon="calendar-plus">
          Termin einreichen
        </HeaderMenuLink>
        {profile.isPlanner && (
          <HeaderMenuLink to="/planning" icon="calendar">
            Terminplanung
          </HeaderMenuLink>
        )}
        <InstallEntry className="header-menu__action" />
        {/* The menu closes first; a question about unsent changes returns focus to its button. */}
        <HeaderMenuButton icon="logout" onPress={() => void signOut()}>
          Abmelden
        </HeaderMenuButton>
      </ul>
    </>
  )
}
