// German labels of the agenda's small fixed vocabularies: material types, kinds, statuses,
// sort options and image kinds.
import type { AgendaEvent, SearchSort } from '../events-api'
import type { EventKind, EventStatus, MaterialType } from '../filter-rules'
import { labelLookup } from './label-lookup'

export const MATERIAL_TYPE_LABELS: Readonly<Record<MaterialType, string>> = {
  text: 'Text',
  picture: 'Foto',
  graphic: 'Grafik',
  audio: 'Audio',
  video: 'Video',
}
export const labelMaterialType = labelLookup(MATERIAL_TYPE_LABELS)

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  event: 'Termin',
  topic: 'Thema',
  anniversary: 'Jahrestag',
  actionday: 'Aktionstag',
}
export const labelEventKind = labelLookup(EVENT_KIND_LABELS)

export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  planned: 'geplant',
  cancelled: 'abgesagt',
  postponed: 'verschoben',
}
export const labelEventStatus = labelLookup(EVENT_STATUS_LABELS)

export const SORT_OPTION_LABELS: Readonly<Record<SearchSort, string>> = {
  startTime: 'Datum des Termins',
  dateUpdated: 'Eingang des Termins',
  relevance: 'Relevanz',
}
export const labelSortOption = labelLookup(SORT_OPTION_LABELS)

export type ImageKind = NonNullable<AgendaEvent['image']>['kind']

export const IMAGE_KIND_LABELS: Readonly<Record<ImageKind, string>> = {
  current: 'Aktuell',
  archive: 'Archiv',
}
export const labelImageKind = labelLookup(IMAGE_KIND_LABELS)
