// A header disclosure (button + panel) shared by the help menu and the user menu: closed by
// Escape (focus back on its button), a click elsewhere, or choosing one of its actions.
import { createContext, use, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/components/ui/icon-paths'

/** Closes the open menu; with `true` focus returns to its button. */
const CloseMenu = createContext<(focusButton?: boolean) => void>(() => {})

interface HeaderMenuProps {
  className: string
  icon: IconName
  /** The button's visible words (hidden on a phone, where the icon stands alone). */
  label: ReactNode
  /** Read after the label by screen readers, e.g. ", Benutzermenü". */
  description?: string
  /**
   * The panel: HeaderMenuLink and HeaderMenuButton close it when chosen. Rendered once the reader
   * reaches for the button (pointer, touch or focus), so a panel whose code loads on demand loads
   * then, not with the first screen.
   */
  children: ReactNode
}

export function HeaderMenu({ className, icon, label, description, children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false)
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = (focusButton = false) => {
    setOpen(false)
    if (focusButton) buttonRef.current?.focus()
  }

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
    <div className={`header-menu ${className}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setReached(true)
          setOpen(!open)
        }}
        onPointerEnter={reach}
        onPointerDown={reach}
        onFocus={reach}
      >
        <Icon name={icon} />
        <span className="header-menu__label visually-hidden-on-phone">{label}</span>
        {description && <span className="visually-hidden">{description}</span>}
        <Icon name="chevron-down" size="small" />
      </button>
      <div id={panelId} className="header-menu__panel" hidden={!open}>
        <CloseMenu value={close}>{reached && children}</CloseMenu>
      </div>
    </div>
  )
}

interface ActionProps {
  icon: IconName
  children: ReactNode
}

/** A page the menu leads to; the menu closes and the page takes the focus. */
export function HeaderMenuLink({
  to,
  state,
  icon,
  children,
}: ActionProps & { to: string; state?: unknown }) {
  const close = use(CloseMenu)
  return (
    <li>
      <Link to={to} state={state} className="header-menu__action" onClick={() => close()}>
        <Icon name={icon} /> {children}
      </Link>
    </li>
  )
}

/** An action on the spot; the menu closes and focus returns to its button first. */
export function HeaderMenuButton({
  icon,
  onPress,
  children,
}: ActionProps & { onPress: () => void }) {
  const close = use(CloseMenu)
  return (
    <li>
      <button
        type="button"
        className="header-menu__action"
        onClick={() => {
          close(true)
          onPress()
        }}
      >
        <Icon name={icon} /> {children}
      </button>
    </li>
  )
}
