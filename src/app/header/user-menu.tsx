// The user menu: the signed-in name opens a small panel with the e-mail address, the settings,
// 'Terminplanung' for planners and 'Abmelden'. A disclosure (button + panel), closed by Escape or
// a click elsewhere.
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { InstallEntry } from '@/components/offline/install-entry'
import { Icon } from '@/components/ui/icon'
import { signOut } from '@/features/sign-out/sign-out'
import type { Profile } from '@/lib/auth/profile'

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

export function UserMenu({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" />
        <span className="user-menu__name visually-hidden-on-phone">{profile.name}</span>
        <span className="visually-hidden">, Benutzermenü</span>
        <Icon name="chevron-down" size="small" />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__identity">
          <strong>{profile.name}</strong>
          <EmailAddress email={profile.email} />
        </p>
        <ul className="user-menu__actions">
          <li>
            <Link to="/settings" className="user-menu__action" onClick={() => setOpen(false)}>
              <Icon name="settings" /> Einstellungen
            </Link>
          </li>
          <li>
            <Link to="/submit" className="user-menu__action" onClick={() => setOpen(false)}>
              <Icon name="calendar-plus" /> Termin einreichen
            </Link>
          </li>
          {profile.isPlanner && (
            <li>
              <Link to="/planning" className="user-menu__action" onClick={() => setOpen(false)}>
                <Icon name="calendar" /> Terminplanung
              </Link>
            </li>
          )}
          <InstallEntry className="user-menu__action" />
          <li>
            <button
              type="button"
              className="user-menu__action"
              onClick={() => {
                // The menu closes; a question about unsent changes returns focus to its button.
                setOpen(false)
                buttonRef.current?.focus()
                void signOut()
              }}
            >
              <Icon name="logout" /> Abmelden
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
