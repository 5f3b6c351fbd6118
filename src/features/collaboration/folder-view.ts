// What the sidebar and the modal read of a folder, as the collaboration service answers it
// (server/graphql/schema.graphql). Structural, so the generated operation types fit.
import type { CoverageFormat, CoverageStatus } from '@domain/coverage'

export type FolderRole = 'OWNER' | 'EDITOR' | 'READER'
export type ItemKind = 'EVENT' | 'TOPIC' | 'ANNIVERSARY' | 'ACTION_DAY'

export interface ColleagueView {
  id: string
  name: string
  email?: string
}

export interface FolderSummaryView {
  id: string
  name: string
  myRole: FolderRole
  itemCount: number
  members: readonly { colleague: ColleagueView; role: FolderRole }[]
}

export interface ItemMetadataView {
  startTime: string
  endTime: string
  isWholeDay: boolean
  /** The Sperrfrist, past or ahead; absent from folders read before it was asked for. */
  embargo?: string | null
  location: { region?: string | null; country?: string | null }
}

/** Who covers an entry (domain/coverage.ts); the codes are the service's. */
export interface CoverageView {
  id: string
  assignee: ColleagueView
  format: CoverageFormat
  status: CoverageStatus
  note?: string | null
}

export interface FolderItemView {
  id: string
  type: ItemKind
  title: string
  topicMetadata?: ItemMetadataView | null
  eventMetadata?: ItemMetadataView | null
  addedBy: { name: string }
  note?: string | null
  /** Absent from folders read before coverage was asked for. */
  coverages?: readonly CoverageView[]
}

export interface FolderDetailView extends FolderSummaryView {
  items: readonly FolderItemView[]
}

/** Owners and editors change a folder's items; readers only read (docs/product.md#folders). */
export const canEditItems = (role: FolderRole) => role !== 'READER'

export const ROLE_LABELS: Readonly<Record<FolderRole, string>> = {
  OWNER: 'Eigentümer',
  EDITOR: 'Darf bearbeiten',
  READER: 'Darf lesen',
}

export const ITEM_KIND_LABELS: Readonly<Record<ItemKind, string>> = {
  EVENT: 'Termin',
  TOPIC: 'Thema',
  ANNIVERSARY: 'Jahrestag',
  ACTION_DAY: 'Aktionstag',
}
