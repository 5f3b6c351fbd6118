// The header of every layout: product name, the 'Einfache Darstellung' toggle, the
// offline indicator, and the user menu (or a sign-in button for visitors).
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'react-router-dom'
import { OfflineIndicator } from '@/components/offline/offline-indicator'
import { Button } from '@/components/ui/button'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { signIn } from '@/lib/auth/auth-session'
import { ZenToggle } from '@/features/presentation/zen-toggle'
import { UserMenu } from './user-menu'
import './app-header.css'

export function AppHeader() {
  const auth = useAtomValue(authStateAtom)
  const { pathname, search } = useLocation()
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" aria-label="Agenda – zur Startseite">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="28" height="28" />
          <span>Agenda</span>
        </Link>
        <div className="app-header__tools">
          {auth.status === 'authenticated' && <ZenToggle />}
          <OfflineIndicator />
          {auth.status === 'authenticated' && <UserMenu profile={auth.profile} />}
          {auth.status === 'unauthenticated' && (
            <Button variant="secondary" onClick={() => void signIn(pathname + search)}>
              Anmelden
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}
