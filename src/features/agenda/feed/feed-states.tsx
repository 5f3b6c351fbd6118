// What the feed shows instead of entries: grey skeleton rows while loading, an empty state that
// says what to change, and an error with a retry button.
import { buttonClassName } from '@/components/ui/button'
import { TopFilterHint } from './top-filter-hint'
import './feed-states.css'

export function FeedSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="feed-skeleton" role="status" aria-label="Termine werden geladen">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-block skeleton-time" />
          <span
            className="skeleton-block skeleton-title"
            style={{ width: `${55 + ((index * 17) % 35)}%` }}
          />
        </div>
      ))}
    </div>
  )
}

interface EmptyStateProps {
  hasSearch: boolean
  hasFilters: boolean
  onClearSearch: () => void
  /** What the same search finds without the top filter, when that is more than nothing. */
  withoutTop?: number | null
  /** What the top filter's „Alle anzeigen“ does, when not switching the filter off. */
  onShowAll?: () => void
}

export function EmptyState(props: EmptyStateProps) {
  const { hasSearch, hasFilters, onClearSearch, withoutTop, onShowAll } = props
  if (withoutTop) {
    return (
      <div className="feed-empty">
        <h2>Keine Top-Einträge in diesem Zeitraum</h2>
        <TopFilterHint shown={0} all={withoutTop} onShowAll={onShowAll} />
        <button type="button" className={buttonClassName('quiet')} onClick={onClearSearch}>
          Suche und Filter zurücksetzen
        </button>
      </div>
    )
  }
  return (
    <div className="feed-empty" role="status">
      <h2>Keine Termine in diesem Zeitraum</h2>
      <p>
        {hasSearch
          ? 'Versuchen Sie andere Suchbegriffe, lockern Sie die Filter oder wählen Sie einen anderen Zeitraum.'
          : hasFilters
            ? 'Lockern Sie die Filter – zum Beispiel „Nur Top-Einträge“ – oder wählen Sie einen anderen Zeitraum.'
            : 'Wählen Sie einen anderen Zeitraum.'}
      </p>
      {(hasSearch || hasFilters) && (
        <button type="button" className={buttonClassName('secondary')} onClick={onClearSearch}>
          Suche und Filter zurücksetzen
        </button>
      )}
    </div>
  )
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="feed-error" role="alert">
      <h2>Die Termine konnten nicht geladen werden</h2>
      <p>{message}</p>
      <button type="button" className={buttonClassName('primary')} onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  )
}
