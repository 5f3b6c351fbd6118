// The collaboration modal wired to the service: adds the selected entries to the chosen folder, or
// creates a folder with them, then says so with a way to open the folder (docs/product.md#folders).
import type { ApolloClient } from '@apollo/client'
import { useQuery } from '@apollo/client/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { ENTRY_COUNT, plural } from '@domain/plural'
import { useCollaborationClient } from '@/lib/apollo/collaboration-session'
import { combinedErrorText } from '@/lib/apollo/collaboration-errors'
import { showMessage } from '@/stores/message-bar'
import { MyFoldersDocument } from '../api/generated/operations'
import { AddFolderItemsText, CreateFolderText } from '../api/generated/operation-texts'
import { useFolderWrite } from '../api/use-folder-write'
import { useReadPolicy } from '../api/use-read-policy'
import type { FolderWriteOutcome } from '../api/write-folder'
import {
  closeCollaborationModalAtom,
  collaborationStateAtom,
  openSidebarAtom,
  setModalModeAtom,
} from '../collaboration-state'
import { CollaborationModal } from './collaboration-modal'

function ConnectedModal({ client }: { client: ApolloClient }) {
  const { modalMode, selectedItems } = useAtomValue(collaborationStateAtom)
  const close = useSetAtom(closeCollaborationModalAtom)
  const setMode = useSetAtom(setModalModeAtom)
  const openSidebar = useSetAtom(openSidebarAtom)
  const folders = useQuery(MyFoldersDocument, { client, fetchPolicy: useReadPolicy() })
  const write = useFolderWrite(client)
  const items = selectedItems.map((eventId) => ({ eventId }))
  const entries = plural(items.length, ENTRY_COUNT)
  // Sent or waiting for a connection, the entries are on their way: the modal's work is done.
  const finish = (outcome: FolderWriteOutcome<unknown>, folderName: string, folderId?: string) => {
    if (outcome.status === 'dropped') return
    close()
    if (outcome.status === 'queued') return
    showMessage({
      type: 'success',
      text: `${entries} in „${folderName}“ abgelegt`,
      ...(folderId && { actionLabel: 'Ordner öffnen', onAction: () => openSidebar(folderId) }),
    })
  }

  return (
    <CollaborationModal
      mode={modalMode}
      onModeChange={setMode}
      count={items.length}
      folders={folders.data?.myFolders}
      busy={write.busy}
      error={folders.error && !folders.data ? combinedErrorText(folders.error) : null}
      onAddTo={(folderId) => {
        const name = folders.data?.myFolders.find((folder) => folder.id === folderId)?.name ?? ''
        void write
          .run(AddFolderItemsText, { folderId, items }, `${entries} in „${name}“ ablegen`)
          .then((outcome) => finish(outcome, name, folderId))
      }}
      onCreate={(name) => {
        void write
          .run(CreateFolderText, { name, items }, `Ordner „${name}“ mit ${entries} anlegen`)
          .then((outcome) =>
            finish(
              outcome,
              name,
              outcome.status === 'sent' ? outcome.data?.createFolder.id : undefined,
            ),
          )
      }}
      onClose={close}
    />
  )
}

export default function CollaborationModalHost() {
  const client = useCollaborationClient()
  // The client is created once the first screen has settled; the modal waits for it.
  return client ? <ConnectedModal client={client} /> : null
}
