// The collaboration modal (SPEC §3, §4; docs/product.md#folders): adds the chosen entries to one
// of my folders ('select', the default) or to a new one ('create'). Closing resets it to 'select'.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Dialog,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextField,
} from 'react-aria-components'
import { cleanFolderName, FOLDER_NAME_MAX_LENGTH, FolderNameSchema } from '@domain/folder-name'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { refusalMessage } from '@domain/refusal-message'
import { Button } from '@/components/ui/button'
import '@/components/ui/dialog.css'
import '@/components/ui/form-field.css'
import type { CollaborationModalMode } from '../collaboration-state'
import { canEditItems, type FolderSummaryView } from '../folder-view'
import { ITEM_COUNT } from '../sidebar/folder-list'
import './collaboration-modal.css'

export interface CollaborationModalProps {
  mode: CollaborationModalMode
  onModeChange: (mode: CollaborationModalMode) => void
  /** How many entries the modal adds. */
  count: number
  /** My folders; only those I may change are offered. Undefined while they load. */
  folders: readonly FolderSummaryView[] | undefined
  busy: boolean
  error: string | null
  onAddTo: (folderId: string) => void
  onCreate: (name: string) => void
  onClose: () => void
}

function SelectFolder({ folders, busy, onAddTo, onModeChange }: CollaborationModalProps) {
  const writable = folders?.filter((folder) => canEditItems(folder.myRole)) ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen) onAddTo(chosen)
  }
  if (folders === undefined) return <p className="collab-modal__note">Ordner werden geladen …</p>
  return (
    <form onSubmit={submit}>
      {writable.length === 0 ? (
        <p className="collab-modal__note">
          Sie haben noch keinen Ordner, in den Sie Einträge legen dürfen. Legen Sie einen neuen an.
        </p>
      ) : (
        <RadioGroup
          className="collab-modal__folders"
          aria-label="Ordner"
          value={chosen}
          onChange={setChosen}
        >
          {writable.map((folder) => (
            <Radio key={folder.id} value={folder.id} className="collab-modal__folder">
              <span className="collab-modal__radio" aria-hidden="true" />
              <span>
                {folder.name}
                <small>{plural(folder.itemCount, ITEM_COUNT)}</small>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      <div className="dialog-panel__actions collab-modal__actions">
        <Button variant="secondary" onClick={() => onModeChange('create')}>
          Neuer Ordner
        </Button>
        <Button type="submit" disabled={busy || chosen === null}>
          Hinzufügen
        </Button>
      </div>
    </form>
  )
}

function CreateFolder({ busy, onCreate, onModeChange }: CollaborationModalProps) {
  const [name, setName] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  // „Neuer Ordner“, the button pressed to get here, is gone: the focus goes on to the name.
  useEffect(() => nameRef.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = cleanFolderName(name)
    const message = refusalMessage(FolderNameSchema, clean)
    setRefusal(message)
    if (message === null) onCreate(clean)
  }
  return (
    <form onSubmit={submit}>
      <TextField
        className="form-field"
        value={name}
        onChange={setName}
        isRequired
        maxLength={FOLDER_NAME_MAX_LENGTH}
      >
        <Label>Name des Ordners</Label>
        <Input ref={nameRef} placeholder="z. B. Landtag morgen" />
      </TextField>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <div className="dialog-panel__actions collab-modal__actions">
        <Button variant="quiet" onClick={() => onModeChange('select')}>
          Zurück
        </Button>
        <Button type="submit" disabled={busy || cleanFolderName(name) === ''}>
          Anlegen und hinzufügen
        </Button>
      </div>
    </form>
  )
}

export function CollaborationModal(props: CollaborationModalProps) {
  const { mode, count, error, onClose } = props
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={onClose}>
      <Modal className="dialog-modal">
        <Dialog className="dialog-panel collab-modal">
          <Heading slot="title">{mode === 'create' ? 'Neuer Ordner' : 'In einen Ordner'}</Heading>
          <p className="collab-modal__note">{plural(count, ENTRY_COUNT)} ausgewählt</p>
          {mode === 'create' ? <CreateFolder {...props} /> : <SelectFolder {...props} />}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
