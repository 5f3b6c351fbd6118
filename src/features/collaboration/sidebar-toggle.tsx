// The header's „Ordner“ button: opens and closes the collaboration sidebar. Light on purpose:
// the sidebar's code loads only once it is opened.
import { useAtomValue, useSetAtom } from 'jotai'
import { Icon } from '@/components/ui/icon'
import { closeSidebarAtom, collaborationStateAtom, openSidebarAtom } from './collaboration-state'

export const SIDEBAR_ID = 'collaboration-sidebar'

export function SidebarToggle() {
  const { sidebarOpen } = useAtomValue(collaborationStateAtom)
  const open = useSetAtom(openSidebarAtom)
  const close = useSetAtom(closeSidebarAtom)
  return (
    <button
      type="button"
      className="button button--secondary sidebar-toggle"
      aria-expanded={sidebarOpen}
      aria-controls={sidebarOpen ? SIDEBAR_ID : undefined}
      onClick={() => (sidebarOpen ? close() : open())}
    >
      <Icon name="folder" size="small" />
      <span className="visually-hidden-on-phone">Ordner</span>
    </button>
  )
}
