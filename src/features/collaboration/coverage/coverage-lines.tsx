// Who covers an entry („Wir berichten“, docs/product.md#coverage), one line per coverage: format,
// colleague, status and note; a called-off coverage is struck through. Editors get a button per
// line to change it. Shown in the folder's rows and in the entry's detail.
import { describeCoverage } from '@domain/coverage'
import type { CoverageView } from '../folder-view'
import './coverage.css'

interface CoverageLinesProps {
  coverages: readonly CoverageView[]
  /** Absent for readers. */
  onEdit?: (coverage: CoverageView) => void
}

export function CoverageLines({ coverages, onEdit }: CoverageLinesProps) {
  if (coverages.length === 0) return null
  return (
    <ul className="coverage-lines" aria-label="Wir berichten">
      {coverages.map((coverage) => {
        const words = describeCoverage(coverage)
        return (
          <li
            key={coverage.id}
            className={`coverage-line coverage-line--${coverage.status.toLowerCase()}`}
          >
            <span className="coverage-line__words">{words}</span>
            {coverage.note && <span className="coverage-line__note">{coverage.note}</span>}
            {onEdit && (
              <button
                type="button"
                className="coverage-line__edit"
                aria-label={`Berichterstattung ändern: ${words}`}
                onClick={() => onEdit(coverage)}
              >
                Ändern
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
