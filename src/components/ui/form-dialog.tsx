// A dialog that asks for something and sends it: its fields in a <form> (Enter in a field
// submits), the error line, and „Abbrechen“ beside the confirm button.
import type { ReactNode } from 'react'
import { Button } from './button'
import { DialogActions, ModalDialog } from './modal-dialog'
import './form-field.css'

interface DialogFormProps {
  /** On the confirm button or Enter; the browser's own submit is prevented. */
  onSubmit: () => void
  submitLabel: ReactNode
  /** While the request runs the confirm button is disabled, so nothing is sent twice. */
  pending?: boolean
  /** False while the fields cannot be sent yet (an empty name, no connection). */
  canSubmit?: boolean
  error?: string | null
  /** The other button: leaves the form unsent. */
  onCancel: () => void
  cancelLabel?: string
  className?: string
  children?: ReactNode
}

export function DialogForm({
  onSubmit,
  submitLabel,
  pending = false,
  canSubmit = true,
  error,
  onCancel,
  cancelLabel = 'Abbrechen',
  className,
  children,
}: DialogFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending || !canSubmit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  )
}

type FormDialogProps = Omit<DialogFormProps, 'onCancel'> & {
  title: ReactNode
  /** What the dialog is about, above the form (text, or controls that are not sent with it). */
  description?: ReactNode
  /** „Abbrechen“, Escape or a click beside the dialog. */
  onClose: () => void
}

export function FormDialog({ title, description, onClose, ...form }: FormDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      {description}
      <DialogForm onCancel={onClose} {...form} />
    </ModalDialog>
  )
}
