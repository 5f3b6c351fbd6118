// "Geteilte Suche": another user's public search opened from a link, with its owner's name and
// 'Speichern', which copies it into the user's own saved searches.
import { describeSearch } from '@domain/labels/filter-rule-labels'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import type { SharedSearchLoad } from './api/get-shared-search'
import { useCreateSavedSearch } from './api/create-saved-search'
import './shared-search-banner.css'

interface SharedSearchBannerProps {
  load: SharedSearchLoad
  onSaved: (id: string | null) => void
  onClose: () => void
}

export default function SharedSearchBanner({ load, onSaved, onClose }: SharedSearchBannerProps) {
  const create = useCreateSavedSearch()
  if (load.status === 'loading') return null
  if (load.status === 'error') {
    return (
      <section className="shared-search shared-search--error" aria-label="Geteilte Suche">
        <Icon name="alert" size="small" />
        <p>{load.message}</p>
        <Button variant="quiet" onClick={onClose}>
          Schließen
        </Button>
      </section>
    )
  }
  const { search, owner } = load.data
  // The user's own search (opened from a link of their own) needs no copy.
  if (owner.isCurrentUser) return null
  const save = async () => {
    const { name, filterRules, alerts } = search
    const result = await create.run({ name, filterRules, alerts, isPublic: false })
    if (result.ok) onSaved(result.value)
  }
  return (
    <section className="shared-search" aria-label="Geteilte Suche">
      <div className="shared-search__text">
        <span className="shared-search__label">Geteilte Suche</span>
        <strong className="shared-search__name">{search.name}</strong>
        <span className="shared-search__owner">von {owner.name}</span>
        <span className="shared-search__filters">
          {describeSearch(search.filterRules) || 'Alle Einträge'}
        </span>
      </div>
      {create.error && <p role="alert">{create.error}</p>}
      <Button onClick={() => void save()} disabled={create.busy}>
        <Icon name="bookmark" size="small" />
        Speichern
      </Button>
    </section>
  )
}
