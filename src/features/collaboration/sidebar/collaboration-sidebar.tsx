// The collaboration sidebar (docs/product.md#folders): my folders, or the open
// folder's entries. A column on the right on desktop that the page makes room for; a full-height
// sheet on phones. Closing it clears the active folder.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { Icon } from '@/components/ui/icon'
import { Spinner } from '@/components/ui/spinner'
import { useCollaborationClient } from '@/lib/apollo/collaboration-session'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/react/use-media-query'
import { closeSidebarAtom, collaborationStateAtom, showFolderAtom } from '../collaboration-state'
import { SIDEBAR_ID } from '../sidebar-toggle'
import { FolderPanel } from './folder-panel'
import { FoldersPanel } from './folders-panel'
import '@/components/ui/form-field.css'
import './collaboration-sidebar.css'

interface FrameProps {
  title: string
  onBack?: () => void
  onClose: () => void
  children: ReactNode
}

function SidebarFrame({ title, onBack, onClose, children }: FrameProps) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new view (the list, a folder) is announced by moving focus to its heading.
  useEffect(() => headingRef.current?.focus(), [title])
  return (
    <section id={SIDEBAR_ID} className="collab-sidebar" aria-labelledby={headingId}>
      <div className="collab-sidebar__head">
        {onBack && (
          <button
            type="button"
            className="collab-icon-button"
            aria-label="Alle Ordner"
            onClick={onBack}
          >
            <Icon name="arrow-left" size="small" />
          </button>
        )}
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="collab-icon-button"
          aria-label="Ordner schließen"
          onClick={onClose}
        >
          <Icon name="close" size="small" />
        </button>
      </div>
      {/* The folder's entries are windowed against this scroll area (folder-items.tsx). */}
      <div className="collab-sidebar__body" data-sidebar-scroll-area="">
        {children}
      </div>
    </section>
  )
}

function SidebarContent({ onClose }: { onClose: () => void }) {
  const { activeFolderId } = useAtomValue(collaborationStateAtom)
  const showFolder = useSetAtom(showFolderAtom)
  const client = useCollaborationClient()
  if (!client) {
    return (
      <SidebarFrame title="Ordner" onClose={onClose}>
        <Spinner label="Ordner werden geladen" />
      </SidebarFrame>
    )
  }
  if (activeFolderId) {
    return (
      <FolderPanel
        client={client}
        folderId={activeFolderId}
        onGone={() => showFolder(null)}
        frame={(title, body) => (
          <SidebarFrame title={title} onBack={() => showFolder(null)} onClose={onClose}>
            {body}
          </SidebarFrame>
        )}
      />
    )
  }
  return (
    <SidebarFrame title="Ordner" onClose={onClose}>
      <FoldersPanel client={client} onOpen={showFolder} />
    </SidebarFrame>
  )
}

/** Gives focus back to the header's button once the sidebar is gone. */
function returnFocusToToggle() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.sidebar-toggle')?.focus())
}

export default function CollaborationSidebar() {
  const closeSidebar = useSetAtom(closeSidebarAtom)
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const close = () => {
    closeSidebar()
    returnFocusToToggle()
  }
  if (!desktop) {
    return (
      <ModalOverlay
        className="collab-sheet-overlay"
        isOpen
        isDismissable
        onOpenChange={(open) => !open && close()}
      >
        <Modal className="collab-sheet">
          <Dialog className="collab-sheet__dialog" aria-label="Ordner">
            <SidebarContent onClose={close} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    )
  }
  return <DockedSidebar onClose={close} />
}

/** On a desktop: beside the page; Escape inside it closes it. */
function DockedSidebar({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inside = document.getElementById(SIDEBAR_ID)?.contains(document.activeElement)
      if (event.key === 'Escape' && inside) onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onClose])
  return <SidebarContent onClose={onClose} />
}
