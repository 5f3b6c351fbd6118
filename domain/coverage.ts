// Planned coverage of a folder's entry („Wir berichten“, docs/product.md#coverage): who covers it,
// in which format, how far it is. The codes are the API's (server/graphql/schema.graphql); the
// German words are shared by the folder, the detail and the PDF.
import { codesOf, labelLookup } from './labels/label-lookup'

export type CoverageFormat = 'TEXT' | 'PHOTO' | 'VIDEO' | 'AUDIO' | 'GRAPHIC' | 'LIVEBLOG'
export type CoverageStatus = 'PLANNED' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED'

export const COVERAGE_FORMAT_LABELS: Readonly<Record<CoverageFormat, string>> = {
  TEXT: 'Text',
  PHOTO: 'Foto',
  VIDEO: 'Video',
  AUDIO: 'Audio',
  GRAPHIC: 'Grafik',
  LIVEBLOG: 'Liveblog',
}
export const labelCoverageFormat = labelLookup(COVERAGE_FORMAT_LABELS)
export const COVERAGE_FORMATS = codesOf(COVERAGE_FORMAT_LABELS)

export const COVERAGE_STATUS_LABELS: Readonly<Record<CoverageStatus, string>> = {
  PLANNED: 'geplant',
  IN_PROGRESS: 'in Arbeit',
  DONE: 'erledigt',
  CANCELLED: 'abgesagt',
}
export const labelCoverageStatus = labelLookup(COVERAGE_STATUS_LABELS)
export const COVERAGE_STATUSES = codesOf(COVERAGE_STATUS_LABELS)

/** The limits the service enforces and the dialog checks before sending. */
export const COVERAGE_LIMITS = {
  /** Coverages of one entry in one folder (a format per colleague is a handful). */
  perItem: 12,
  /** Longest note, in characters. */
  note: 500,
} as const

export interface CoverageWords {
  format: string
  status: string
  assignee: { name: string }
  note?: string | null
}

/** „Text · Anna Müller · geplant“: one coverage in a line. */
export const describeCoverage = (coverage: CoverageWords): string =>
  [
    labelCoverageFormat(coverage.format),
    coverage.assignee.name,
    labelCoverageStatus(coverage.status),
  ].join(' · ')

/**
 * Whether somebody covers the entry: a coverage that is not called off. „Ohne Berichterstattung“
 * shows the entries for which this is false.
 */
export const isCovered = (coverages: readonly { status: string }[]): boolean =>
  coverages.some((coverage) => coverage.status !== 'CANCELLED')
