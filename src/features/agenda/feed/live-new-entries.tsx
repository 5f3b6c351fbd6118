// „1 neuer Eintrag“ / „N neue Einträge“ above a list (docs/product.md#live-agenda): what the live
// follower found created elsewhere and matching the view. Pressing it reads the list again; the
// reader's place stays, as the entries above keep their rows. The region is always there, so a
// screen reader hears the news politely.
import { useAtom } from 'jotai'
import { useQueryClient } from '@tanstack/react-query'
import { plural } from '@domain/plural'
import { buttonClassName } from '@/components/ui/button'
import { liveNewEntriesAtom } from '@/stores/live-agenda'

const NEW_ENTRIES = { one: '# neuer Eintrag', other: '# neue Einträge' }

export function LiveNewEntries() {
  const [ids, setIds] = useAtom(liveNewEntriesAtom)
  const queryClient = useQueryClient()
  const show = () => {
    setIds([])
    void queryClient.invalidateQueries({ queryKey: ['event-search'] })
  }
  return (
    <div className="live-new-entries" aria-live="polite">
      {ids.length > 0 && (
        <button type="button" className={buttonClassName('secondary')} onClick={show}>
          {plural(ids.length, NEW_ENTRIES)}
        </button>
      )}
    </div>
  )
}
