// The header's offline indicator: "Offline" while there is no network or the agenda shown came
// from the device, and how many changes wait for the connection.
import { useAtomValue } from 'jotai'
import { Icon } from '@/components/ui/icon'
import { isOnlineAtom } from '@/offline/network-status'
import { pendingWritesCountAtom } from '@/offline/outbox'
import { showsCachedDataAtom } from '@/offline/sw-bridge'
import './offline-indicator.css'
import { plural } from '@domain/plural'

export function pendingWritesText(count: number): string {
  return plural(count, {
    one: '# Änderung wartet auf Verbindung',
    other: '# Änderungen warten auf Verbindung',
  })
}

export function OfflineIndicator() {
  const isOnline = useAtomValue(isOnlineAtom)
  const showsCachedData = useAtomValue(showsCachedDataAtom)
  const pendingWrites = useAtomValue(pendingWritesCountAtom)
  const offline = !isOnline || showsCachedData
  return (
    // A live region, so screen readers hear when the connection drops or comes back.
    <div className="offline-indicator" role="status">
      {offline && (
        <span
          className="offline-indicator__badge"
          title="Keine Verbindung: Sie sehen den zuletzt geladenen Stand."
        >
          <Icon name="wifi-off" size="small" /> Offline
        </span>
      )}
      {pendingWrites > 0 && (
        <span className="offline-indicator__pending">{pendingWritesText(pendingWrites)}</span>
      )}
    </div>
  )
}
