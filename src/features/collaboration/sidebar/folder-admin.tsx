// The owner's tools for a folder in the sidebar: rename it, or delete it after a second press.
import { useState, type FormEvent } from 'react'
import type { ApolloClient } from '@apollo/client'
import { Input, Label, TextField } from 'react-aria-components'
import { cleanFolderName, FOLDER_NAME_MAX_LENGTH, FolderNameSchema } from '@domain/folder-name'
import { refusalMessage } from '@domain/refusal-message'
import { Button } from '@/components/ui/button'
import { DeleteFolderText, RenameFolderText } from '../api/generated/operation-texts'
import { useFolderWrite } from '../api/use-folder-write'
import type { FolderSummaryView } from '../folder-view'

interface FolderAdminProps {
  client: ApolloClient
  folder: FolderSummaryView
  onDeleted: () => void
}

export function FolderAdmin({ client, folder, onDeleted }: FolderAdminProps) {
  const [name, setName] = useState(folder.name)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const write = useFolderWrite(client)

  const submitRename = (event: FormEvent) => {
    event.preventDefault()
    const clean = cleanFolderName(name)
    const refusal = refusalMessage(FolderNameSchema, clean)
    setError(refusal)
    if (refusal !== null || clean === folder.name) return
    void write.run(
      RenameFolderText,
      { folderId: folder.id, name: clean },
      `Ordner „${clean}“ umbenennen`,
    )
  }
  const deleteFolder = () => {
    if (!confirming) return setConfirming(true)
    void write
      .run(DeleteFolderText, { folderId: folder.id }, `Ordner „${folder.name}“ löschen`)
      .then((outcome) => outcome.status !== 'dropped' && onDeleted())
  }

  return (
    <section className="collab-admin" aria-label="Ordner verwalten">
      <form className="collab-new-folder" onSubmit={submitRename}>
        <TextField
          className="form-field"
          value={name}
          onChange={setName}
          maxLength={FOLDER_NAME_MAX_LENGTH}
        >
          <Label>Name des Ordners</Label>
          <Input />
        </TextField>
        <Button type="submit" variant="secondary" disabled={write.busy}>
          Umbenennen
        </Button>
      </form>
      <Button variant="quiet" disabled={write.busy} onClick={deleteFolder}>
        {confirming ? `„${folder.name}“ wirklich löschen?` : 'Ordner löschen'}
      </Button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
