// The collaboration modal (docs/product.md#folders): adds the chosen entries to one
// of my folders ('select', the default) or to a new one ('create'). Closing resets it to 'select'.
import { useEffect, useRef, useState } from 'react'
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components'
import { cleanFolderName, FOLDER_NAME_MAX_LENGTH, FolderNameSchema } from '@domain/folder-name'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { refusalMessage } from '@domain/refusal-message'
import { DialogForm } from '@/components/ui/form-dialog'
import '@/components/ui/form-field.css'
import { ModalDialog } from '@/components/ui/modal-dialog'
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

function SelectFolder({ folders, busy, error, onAddTo, onModeChange }: CollaborationModalProps) {
  const writable = folders?.filter((folder) => canEditItems(folder.myRole)) ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  if (folders === undefined) return <p className="collab-modal__note">Ordner werden geladen …</p>
  return (
    <DialogForm
      submitLabel="Hinzufügen"
      pending={busy}
      canSubmit={chosen !== null}
      error={error}
      cancelLabel="Neuer Ordner"
      onCancel={() => onModeChange('create')}
      onSubmit={() => {
        if (chosen) onAddTo(chosen)
      }}
    >
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
    </DialogForm>
  )
}

function CreateFolder({ busy, error, onCreate, onModeChange }: CollaborationModalProps) {
  const [name, setName] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  // „Neuer Ordner“, the button pressed to get here, is gone: the focus goes on to the name.
  useEffect(() => nameRef.current?.focus(), [])
  const submit = () => {
    const clean = cleanFolderName(name)
    const message = refusalMessage(FolderNameSchema, clean)
    setRefusal(message)
    if (message === null) onCreate(clean)
  }
  return (
    <DialogForm
      submitLabel="Anlegen und hinzufügen"
      pending={busy}
      canSubmit={cleanFolderName(name) !== ''}
      error={refusal ?? error}
      cancelLabel="Zurück"
      onCancel={() => onModeChange('select')}
      onSubmit={submit}
    >
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
    </DialogForm>
  )
}

export function CollaborationModal(props: CollaborationModalProps) {
  const { mode, count, onClose } = props
  return (
    <ModalDialog title={mode === 'create' ? 'Neuer Ordner' : 'In einen Ordner'} onClose={onClose}>
      <p className="collab-modal__note">{plural(count, ENTRY_COUNT)} ausgewählt</p>
      {mode === 'create' ? <CreateFolder {...props} /> : <SelectFolder {...props} />}
    </ModalDialog>
  )
}
