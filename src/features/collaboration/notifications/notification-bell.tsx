// The bell in the header (docs/product.md#alerts), loaded after the first screen: the unread
// count; the panel with the list loads when the bell is pressed.
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { onDemand } from '@/lib/react/on-demand'
import { unreadNotificationsAtom } from './notifications-state'

const notificationsPanel = onDemand(() => import('./notifications-panel'))

export default function NotificationBell() {
  const unread = useAtomValue(unreadNotificationsAtom)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="favourites-button"
        data-tour="notifications"
        aria-haspopup="dialog"
        aria-label={`Benachrichtigungen, ${unread} ungelesen`}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void notificationsPanel.preload()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1Z" />
        </svg>
        {unread > 0 && <span className="favourites-count"> {unread}</span>}
      </button>
      {open && <notificationsPanel.Component onClose={() => setOpen(false)} />}
    </>
  )
}
