// The sidebar's list of my folders, live: a folder a colleague shares with me, renames or deletes
// changes the list as it happens (myFoldersChanged). A new folder can be started here, empty.
import { useState, type FormEvent } from 'react'
import type { ApolloClient } from '@apollo/client'
import { useQuery, useSubscription } from '@apollo/client/react'
import { Input, Label, TextField } from 'react-aria-components'
import { cleanFolderName, FOLDER_NAME_MAX_LENGTH, FolderNameSchema } from '@domain/folder-name'
import { refusalMessage } from '@domain/refusal-message'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { combinedErrorText } from '@/lib/apollo/collaboration-errors'
import { MyFoldersChangedDocument, MyFoldersDocument } from '../api/generated/operations'
import { CreateFolderText } from '../api/generated/operation-texts'
import { useFolderWrite } from '../api/use-folder-write'
import { useReadPolicy } from '../api/use-read-policy'
import { FolderList } from './folder-list'

function NewFolderForm({ client }: { client: ApolloClient }) {
  const [name, setName] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const write = useFolderWrite(client)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const clean = cleanFolderName(name)
    const message = refusalMessage(FolderNameSchema, clean)
    setRefusal(message)
    if (message !== null) return
    const outcome = await write.run(CreateFolderText, { name: clean }, `Ordner „${clean}“ anlegen`)
    if (outcome.status !== 'dropped') setName('')
  }
  return (
    <form className="collab-new-folder" onSubmit={(event) => void submit(event)}>
      <TextField
        className="form-field"
        value={name}
        onChange={setName}
        maxLength={FOLDER_NAME_MAX_LENGTH}
      >
        <Label>Neuer Ordner</Label>
        <Input placeholder="Name des Ordners" />
      </TextField>
      <Button
        type="submit"
        variant="secondary"
        disabled={write.busy || cleanFolderName(name) === ''}
      >
        Anlegen
      </Button>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  )
}

export function FoldersPanel({
  client,
  onOpen,
}: {
  client: ApolloClient
  onOpen: (folderId: string) => void
}) {
  const folders = useQuery(MyFoldersDocument, { client, fetchPolicy: useReadPolicy() })
  useSubscription(MyFoldersChangedDocument, {
    client,
    onData: ({ data }) => {
      if (data.data)
        client.writeQuery({
          query: MyFoldersDocument,
          data: { myFolders: data.data.myFoldersChanged },
        })
    },
  })
  return (
    <>
      <NewFolderForm client={client} />
      {folders.data ? (
        <FolderList folders={folders.data.myFolders} onOpen={onOpen} />
      ) : folders.error ? (
        <p className="form-error" role="alert">
          Die Ordner konnten nicht geladen werden: {combinedErrorText(folders.error)}
        </p>
      ) : (
        <Spinner label="Ordner werden geladen" />
      )}
    </>
  )
}
