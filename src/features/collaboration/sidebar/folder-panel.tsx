// One open folder in the sidebar, live: when a colleague changes it, the entries change in place
// (follow-folder-change.ts) and a short note says who did what (folderChanged). „Ohne
// Berichterstattung“ narrows the entries to those nobody covers (docs/product.md#coverage).
import { useState, type ReactNode } from 'react'
import type { ApolloClient } from '@apollo/client'
import { useQuery, useSubscription } from '@apollo/client/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Spinner } from '@/components/ui/spinner'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { combinedErrorText } from '@/lib/apollo/collaboration-errors'
import { calendarSubscriptionAtom } from '@/stores/agenda-export'
import { FolderChangedDocument, FolderDocument } from '../api/generated/operations'
import { RemoveFolderItemsText } from '../api/generated/operation-texts'
import { useFolderWrite } from '../api/use-folder-write'
import { useReadPolicy } from '../api/use-read-policy'
import { CoverageDialog } from '../coverage/coverage-dialog'
import { UncoveredToggle, useUncoveredFilter } from '../coverage/uncovered-filter'
import { ROLE_LABELS, type CoverageView, type FolderDetailView } from '../folder-view'
import { FolderAdmin } from './folder-admin'
import { folderChangeNote } from './folder-change-note'
import { followFolderChange } from './follow-folder-change'
import { FolderItems } from './folder-items'
import { memberNames } from './folder-list'
import { FolderMembers } from './folder-members'

interface FolderPanelProps {
  client: ApolloClient
  folderId: string
  /** Back to the list of folders, after leaving or deleting this one. */
  onGone: () => void
  frame: (title: string, body: ReactNode) => ReactNode
}

export function FolderPanel({ client, folderId, onGone, frame }: FolderPanelProps) {
  const auth = useAtomValue(authStateAtom)
  const myId = auth.status === 'authenticated' ? auth.profile.account_id : ''
  const [note, setNote] = useState<string | null>(null)
  const setCalendarTarget = useSetAtom(calendarSubscriptionAtom)
  const query = useQuery(FolderDocument, {
    client,
    variables: { id: folderId },
    fetchPolicy: useReadPolicy(),
  })
  useSubscription(FolderChangedDocument, {
    client,
    variables: { folderId },
    onData: ({ data }) => {
      const change = data.data?.folderChanged
      if (!change) return
      setNote(folderChangeNote(change, myId))
      followFolderChange(client, folderId, change).catch((error: unknown) =>
        setNote(`Der Ordner konnte nicht aktualisiert werden: ${combinedErrorText(error)}`),
      )
    },
  })
  const [planning, setPlanning] = useState<{ eventId: string; coverage?: CoverageView } | null>(
    null,
  )
  const write = useFolderWrite(client)
  const onRemove = (eventId: string) =>
    void write.run(
      RemoveFolderItemsText,
      { folderId, eventIds: [eventId] },
      'Eintrag aus dem Ordner entfernen',
    )

  const folder = query.data?.folder
  const uncovered = useUncoveredFilter(folder?.items ?? [])
  if (query.error && !folder) {
    return frame(
      'Ordner',
      <p className="form-error" role="alert">
        Der Ordner konnte nicht geladen werden: {combinedErrorText(query.error)}
      </p>,
    )
  }
  if (!folder) {
    return frame(
      'Ordner',
      query.loading ? (
        <Spinner label="Ordner wird geladen" />
      ) : (
        <p className="collab-empty">
          Diesen Ordner gibt es nicht mehr, oder Sie sind nicht mehr Mitglied.
        </p>
      ),
    )
  }
  return frame(
    folder.name,
    <>
      <p className="collab-sidebar__members">
        {memberNames(folder)} · Ihre Rolle: {ROLE_LABELS[folder.myRole]}
      </p>
      <Button
        variant="secondary"
        className="collab-sidebar__calendar"
        onClick={() =>
          setCalendarTarget({ kind: 'folder', targetId: folder.id, name: folder.name })
        }
      >
        <Icon name="calendar-plus" size="small" />
        Kalender abonnieren
      </Button>
      <UncoveredToggle filter={uncovered} />
      <div aria-live="polite">{note && <p className="collab-live-note">{note}</p>}</div>
      {uncovered.on && uncovered.items.length === 0 ? (
        <p className="collab-empty">
          Für jeden Eintrag dieses Ordners ist eine Berichterstattung geplant.
        </p>
      ) : (
        <FolderItems
          folder={{ ...folder, items: uncovered.items } satisfies FolderDetailView}
          onRemove={onRemove}
          onCoverage={(eventId, coverage) => setPlanning({ eventId, coverage })}
        />
      )}
      {planning && (
        <CoverageDialog
          client={client}
          target={{ folderId, eventId: planning.eventId }}
          eventTitle={folder.items.find((item) => item.id === planning.eventId)?.title ?? ''}
          coverage={planning.coverage}
          colleagues={folder.members.map((member) => member.colleague)}
          onClose={() => setPlanning(null)}
        />
      )}
      <FolderMembers client={client} folder={folder} myId={myId} onLeft={onGone} />
      {folder.myRole === 'OWNER' && (
        <FolderAdmin client={client} folder={folder} onDeleted={onGone} />
      )}
    </>,
  )
}
