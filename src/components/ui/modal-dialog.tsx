// The frame every modal dialog shares: react-aria moves the focus in and keeps it there, closes on
// Escape or a click beside the panel and gives the focus back; the title names the dialog.
import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import './dialog.css'

interface ModalDialogProps {
  title: ReactNode
  /** Escape, a click beside the panel, or a button of the caller's. */
  onClose: () => void
  /** 'alertdialog' for a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}

export function ModalDialog({ title, onClose, role, children }: ModalDialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Modal className="dialog-modal">
        <Dialog className="dialog-panel" role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The dialog's buttons, at its end; the one that finishes it comes last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog-panel__actions">{children}</div>
}
