// „Trotzdem abmelden?“: tells how many changes would be lost and lets the user sign out anyway or
// stay signed in (the safe choice, also on Escape or a click beside the dialog).
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '@/components/ui/button'
import '@/components/ui/dialog.css'
import { unsentChangesText, type SignOutQuestion } from './sign-out'

export default function SignOutDialog({ question }: { question: SignOutQuestion }) {
  const stay = () => question.answer(false)
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && stay()}
    >
      <Modal className="dialog-modal">
        <Dialog className="dialog-panel" role="alertdialog">
          <Heading slot="title">{unsentChangesText(question.unsentCount)}</Heading>
          <p>
            Sie sind offline oder der Server ist nicht erreichbar. Wenn Sie sich jetzt abmelden,
            gehen diese Änderungen verloren, denn beim Abmelden werden alle Ihre Daten von diesem
            Gerät gelöscht.
          </p>
          <div className="dialog-panel__actions">
            <Button variant="secondary" onClick={() => question.answer(true)}>
              Trotzdem abmelden
            </Button>
            <Button onClick={stay}>Angemeldet bleiben</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
