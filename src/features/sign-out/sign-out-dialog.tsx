// „Trotzdem abmelden?“: tells how many changes would be lost and lets the user sign out anyway or
// stay signed in (the safe choice, also on Escape or a click beside the dialog).
import { Button } from '@/components/ui/button'
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog'
import { unsentChangesText, type SignOutQuestion } from './sign-out'

export default function SignOutDialog({ question }: { question: SignOutQuestion }) {
  const stay = () => question.answer(false)
  return (
    <ModalDialog title={unsentChangesText(question.unsentCount)} onClose={stay} role="alertdialog">
      <p>
        Sie sind offline oder der Server ist nicht erreichbar. Wenn Sie sich jetzt abmelden, gehen
        diese Änderungen verloren, denn beim Abmelden werden alle Ihre Daten von diesem Gerät
        gelöscht.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={() => question.answer(true)}>
          Trotzdem abmelden
        </Button>
        <Button onClick={stay}>Angemeldet bleiben</Button>
      </DialogActions>
    </ModalDialog>
  )
}
