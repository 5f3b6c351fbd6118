// The header of every layout: product name, the 'Einfache Darstellung' toggle, the folders
// button, the offline indicator, the help menu, and the user menu (or a sign-in button for
// visitors).
import { useLayoutEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'react-router-dom'
import { OfflineIndicator } from '@/components/offline/offline-indicator'
import { Button } from '@/components/ui/button'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { signIn } from '@/lib/auth/auth-session'
import { FavouritesButton } from '@/features/collaboration/favourites/favourites-button'
import { notificationBellAtom } from '@/features/collaboration/notifications/bell-slot'
import { SidebarToggle } from '@/features/collaboration/sidebar-toggle'
import { ZenToggle } from '@/features/presentation/zen-toggle'
import { HelpMenu } from './help-menu'
import { UserMenu } from './user-menu'
import './app-header.css'

/**
 * Keeps --header-bottom at the header's real height, so what is scrolled to or focused stops below
 * it, also while it has a second row (offline on a phone).
 */
function useHeaderBottom() {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const header = ref.current
    if (!header) return
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize
      if (height) root.style.setProperty('--header-bottom', `${Math.ceil(height)}px`)
    })
    observer.observe(header)
    return () => observer.disconnect()
  }, [])
  return ref
}

export function AppHeader() {
  const auth = useAtomValue(authStateAtom)
  const bell = useAtomValue(notificationBellAtom)
  const { pathname, search } = useLocation()
  const ref = useHeaderBottom()
  return (
    <header className="app-header" ref={ref}>
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" aria-label="Agenda – zur Startseite">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="28" height="28" />
          <span>Agenda</span>
        </Link>
        {/* Beside the tools on a desktop, a row of its own below them on a phone. */}
        <OfflineIndicator />
        <div className="app-header__tools">
          {auth.status === 'authenticated' && bell}
          {auth.status === 'authenticated' && <FavouritesButton />}
          {auth.status === 'authenticated' && <ZenToggle />}
          {auth.status === 'authenticated' && <SidebarToggle />}
          <HelpMenu />
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
