// „Wir berichten“ in an entry's detail (docs/product.md#coverage): its coverage in each of my
// folders that holds it, live (each folder's folderChanged reads it again), with „Berichterstattung
// planen“ where I may edit. Nothing when no folder of mine holds the entry.
import { useState } from 'react'
import type { ApolloClient } from '@apollo/client'
import { useQuery, useSubscription } from '@apollo/client/react'
import { useCollaborationClient } from '@/lib/apollo/collaboration-session'
import {
  EventCoverageDocument,
  FolderChangedDocument,
  type EventCoverageQuery,
} from '../api/generated/operations'
import { useReadPolicy } from '../api/use-read-policy'
import { canEditItems, type CoverageView } from '../folder-view'
import { CoverageDialog } from './coverage-dialog'
import { CoverageLines } from './coverage-lines'
import { concernsEntry } from './concerns-entry'

type FolderCoverage = EventCoverageQuery['eventCoverage'][number]

interface EntryProps {
  client: ApolloClient
  eventId: string
  eventTitle: string
}

function FolderCoverageBlock({
  client,
  eventId,
  eventTitle,
  folder,
  onChanged,
}: EntryProps & { folder: FolderCoverage; onChanged: () => void }) {
  const [planning, setPlanning] = useState<{ coverage?: CoverageView } | null>(null)
  useSubscription(FolderChangedDocument, {
    client,
    variables: { folderId: folder.folderId },
    onData: ({ data }) => {
      const change = data.data?.folderChanged
      if (change && concernsEntry(change, eventId)) onChanged()
    },
  })
  const editable = canEditItems(folder.myRole)
  const plan = (coverage?: CoverageView) => setPlanning({ coverage })
  return (
    <div className="event-coverage__folder">
      <p className="event-coverage__name">Ordner „{folder.folderName}“</p>
      {folder.coverages.length === 0 && (
        <p className="event-coverage__none">Noch keine Berichterstattung geplant.</p>
      )}
      <CoverageLines coverages={folder.coverages} onEdit={editable ? plan : undefined} />
      {editable && (
        <button
          type="button"
          className="coverage-plan"
          aria-label={`Berichterstattung planen im Ordner „${folder.folderName}“`}
          onClick={() => plan()}
        >
          Berichterstattung planen
        </button>
      )}
      {planning && (
        <CoverageDialog
          client={client}
          target={{ folderId: folder.folderId, eventId }}
          eventTitle={eventTitle}
          coverage={planning.coverage}
          onClose={() => setPlanning(null)}
        />
      )}
    </div>
  )
}

function EventCoverageOf({ client, eventId, eventTitle }: EntryProps) {
  const query = useQuery(EventCoverageDocument, {
    client,
    variables: { eventId },
    fetchPolicy: useReadPolicy(),
  })
  const folders = query.data?.eventCoverage ?? []
  if (folders.length === 0) return null
  const readAgain = () => void query.refetch().catch(() => undefined)
  return (
    <section className="event-coverage" aria-labelledby="event-coverage-title">
      <h3 id="event-coverage-title">Wir berichten</h3>
      {folders.map((folder) => (
        <FolderCoverageBlock
          key={folder.folderId}
          client={client}
          eventId={eventId}
          eventTitle={eventTitle}
          folder={folder}
          onChanged={readAgain}
        />
      ))}
    </section>
  )
}

export function EventCoverage(props: Omit<EntryProps, 'client'>) {
  const client = useCollaborationClient()
  return client ? <EventCoverageOf client={client} {...props} /> : null
}
