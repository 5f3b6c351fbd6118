// The folder-list-item view: what a collaboration folder keeps of an agenda entry,
// enough to list it without loading the event again.
import { placeParts, type PlaceParts } from './event-place'
import type { AgendaEvent } from './events-api'
import type { EventKind } from './filter-rules'

/** Region and country of the entry's place; a list line shows them with formatPlace. */
export type FolderItemLocation = Pick<PlaceParts, 'region' | 'country'>

export interface FolderItemMetadata {
  startTime: string
  endTime: string
  location: FolderItemLocation
  isWholeDay: boolean
  /** The Sperrfrist, past or ahead; null without one. */
  embargo: string | null
}

interface FolderListItemBase {
  id: string
  type: EventKind
  title: string
  previewUrl: string
}

/** A topic carries topicMetadata, every other kind eventMetadata. */
export type FolderListItem =
  | (FolderListItemBase & { topicMetadata: FolderItemMetadata })
  | (FolderListItemBase & { eventMetadata: FolderItemMetadata })

export type FolderListSource = Pick<
  AgendaEvent,
  'id' | 'kind' | 'title' | 'startTime' | 'endTime' | 'isWholeDay' | 'embargo'
> & {
  /** Only what the place rule reads, so a folder's read selects no more. */
  location: Pick<AgendaEvent['location'], 'name' | 'city' | 'area' | 'locality' | 'country'>
}

/**
 * The preview link of an item, on a separate host. `host` is a host name
 * ('agenda.example.org', served over https) or an origin with its scheme ('http://localhost:8080').
 */
export function previewUrl(host: string, id: string): string {
  const origin = /^https?:\/\//i.test(host) ? host.replace(/\/+$/, '') : `https://${host}`
  return `${origin}/events/api/v1/${encodeURIComponent(id)}`
}

export function toFolderListItem(event: FolderListSource, previewHost: string): FolderListItem {
  const base = {
    id: event.id,
    type: event.kind,
    title: event.title,
    previewUrl: previewUrl(previewHost, event.id),
  }
  const { region, country } = placeParts(event.location)
  const metadata: FolderItemMetadata = {
    startTime: event.startTime,
    endTime: event.endTime,
    location: { region, country },
    isWholeDay: event.isWholeDay,
    embargo: event.embargo,
  }
  return event.kind === 'topic'
    ? { ...base, topicMetadata: metadata }
    : { ...base, eventMetadata: metadata }
}
