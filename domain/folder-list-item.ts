// The folder-list-item view of SPEC §3: what a collaboration folder keeps of an agenda entry,
// enough to list it without loading the event again.
import type { AgendaEvent, EventLocation } from './events-api'
import type { EventKind } from './filter-rules'

export interface FolderItemLocation {
  /** City, else area, else locality. */
  region: string | null
  /** Null for Germany, which goes without saying in a German agenda. */
  country: string | null
}

export interface FolderItemMetadata {
  startTime: string
  endTime: string
  location: FolderItemLocation
  isWholeDay: boolean
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
  'id' | 'kind' | 'title' | 'startTime' | 'endTime' | 'isWholeDay' | 'location'
>

const present = (text: string | null) => (text?.trim() ? text.trim() : null)

export function folderItemLocation(
  location: Pick<EventLocation, 'city' | 'area' | 'locality' | 'country'>,
): FolderItemLocation {
  const country = present(location.country)
  return {
    region: present(location.city) ?? present(location.area) ?? present(location.locality),
    country: country?.toLowerCase() === 'deutschland' ? null : country,
  }
}

/** 'Paris, Frankreich', 'München', or '' when nothing is known. */
export function formatFolderItemLocation({ region, country }: FolderItemLocation): string {
  return [region, country].filter((part) => part !== null).join(', ')
}

/**
 * The preview link of an item, on a separate host (SPEC §7). `host` is a host name
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
  const metadata: FolderItemMetadata = {
    startTime: event.startTime,
    endTime: event.endTime,
    location: folderItemLocation(event.location),
    isWholeDay: event.isWholeDay,
  }
  return event.kind === 'topic'
    ? { ...base, topicMetadata: metadata }
    : { ...base, eventMetadata: metadata }
}
