// Planning, changing and taking off a coverage (docs/product.md#coverage): through the outbox like
// every folder write, so a plan made offline is sent once when the app is back online. The change
// shows at once in the folder and the detail on screen (the cached folder and the entry's
// coverage); the service's answer, or a refusal, then reads both again.
import type { ApolloCache, ApolloClient } from '@apollo/client'
import {
  EventCoverageDocument,
  FolderDocument,
  type CoverageFieldsFragment,
} from '../api/generated/operations'
import { PlanCoverageText, RemoveCoverageText } from '../api/generated/operation-texts'
import { writeFolder } from '../api/write-folder'
import type { CoverageView } from '../folder-view'

/** One folder's entry, the place of a coverage. */
export interface CoverageTarget {
  folderId: string
  eventId: string
}

type CoverageChange = { put: CoverageView } | { removeId: string }

function changed(
  coverages: readonly CoverageFieldsFragment[],
  change: CoverageChange,
): CoverageFieldsFragment[] {
  if ('removeId' in change) return coverages.filter((coverage) => coverage.id !== change.removeId)
  const { put } = change
  // With its type names, which the cache keeps objects by.
  const entry = {
    __typename: 'Coverage' as const,
    id: put.id,
    assignee: { __typename: 'Colleague' as const, id: put.assignee.id, name: put.assignee.name },
    format: put.format,
    status: put.status,
    note: put.note ?? null,
    updatedAt: new Date().toISOString(),
  }
  const known = coverages.some((coverage) => coverage.id === put.id)
  return known
    ? coverages.map((coverage) => (coverage.id === put.id ? entry : coverage))
    : [...coverages, entry]
}

/** The change in the cached folder and the entry's cached coverage, before the service has it. */
export function showCoverageChange(
  cache: ApolloCache,
  { folderId, eventId }: CoverageTarget,
  change: CoverageChange,
): void {
  cache.updateQuery({ query: FolderDocument, variables: { id: folderId } }, (data) =>
    data?.folder
      ? {
          folder: {
            ...data.folder,
            items: data.folder.items.map((item) =>
              item.id === eventId ? { ...item, coverages: changed(item.coverages, change) } : item,
            ),
          },
        }
      : data,
  )
  cache.updateQuery({ query: EventCoverageDocument, variables: { eventId } }, (data) =>
    data
      ? {
          eventCoverage: data.eventCoverage.map((folder) =>
            folder.folderId === folderId
              ? { ...folder, coverages: changed(folder.coverages, change) }
              : folder,
          ),
        }
      : data,
  )
}

async function write(
  client: ApolloClient,
  target: CoverageTarget,
  change: CoverageChange,
  send: () => ReturnType<typeof writeFolder>,
) {
  showCoverageChange(client.cache, target, change)
  const outcome = await send()
  // Refused: what is shown goes back to what the service has.
  if (outcome.status === 'dropped') await client.refetchQueries({ include: 'active' })
  return outcome
}

export function saveCoverage(client: ApolloClient, target: CoverageTarget, coverage: CoverageView) {
  const input = {
    id: coverage.id,
    assigneeId: coverage.assignee.id,
    format: coverage.format,
    status: coverage.status,
    note: coverage.note ?? null,
  }
  return write(client, target, { put: coverage }, () =>
    writeFolder(
      client,
      PlanCoverageText,
      { ...target, coverage: input },
      'Berichterstattung speichern',
    ),
  )
}

export function removeCoverage(client: ApolloClient, target: CoverageTarget, coverageId: string) {
  return write(client, target, { removeId: coverageId }, () =>
    writeFolder(
      client,
      RemoveCoverageText,
      { ...target, coverageId },
      'Berichterstattung entfernen',
    ),
  )
}
