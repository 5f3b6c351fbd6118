// Settings › Auf diesem Gerät: what the agenda keeps in this browser for offline use, the changes
// still waiting for a connection, and deleting it all (the sign-in stays); then push on this
// device (src/features/push, its own chunk).
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Button } from '@/components/ui/button'
import { forgetUserData } from '@/offline/forget-user-data'
import { announceOutboxChange, pendingWritesCountAtom } from '@/offline/outbox'
import { showMessage } from '@/stores/message-bar'
import { onDemand } from '@/lib/react/on-demand'
import { formatBytes } from './format-bytes'

const pushSettings = onDemand(() => import('@/features/push/push-settings'))

/** Long enough to read the confirmation before the app starts again. */
const RESTART_DELAY_MS = 1500

function useStorageUsed(version: number): number | null {
  const [used, setUsed] = useState<number | null>(null)
  useEffect(() => {
    let current = true
    void navigator.storage
      ?.estimate()
      .then((estimate) => {
        if (current) setUsed(estimate.usage ?? null)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [version])
  return used
}

export function DeviceSettings() {
  const pending = useAtomValue(pendingWritesCountAtom)
  const [version, setVersion] = useState(0)
  const used = useStorageUsed(version)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const clear = async () => {
    if (!confirming) return setConfirming(true)
    setBusy(true)
    try {
      await forgetUserData()
      announceOutboxChange()
      showMessage({
        type: 'success',
        text: 'Die Daten auf diesem Gerät wurden gelöscht. Die Agenda startet neu …',
        stay: true,
      })
      // Clearing stopped the live clients (folders, favourites); a fresh start brings them back.
      setTimeout(() => window.location.reload(), RESTART_DELAY_MS)
    } catch {
      showMessage({ type: 'error', text: 'Die Daten konnten nicht gelöscht werden.', stay: true })
    } finally {
      setBusy(false)
      setConfirming(false)
      setVersion((value) => value + 1)
    }
  }

  return (
    <section aria-labelledby="settings-device" className="settings-section">
      <h2 id="settings-device">Auf diesem Gerät</h2>
      <dl className="settings-account">
        <dt>Gespeichert</dt>
        <dd>{used === null ? 'unbekannt' : formatBytes(used)}</dd>
        <dt>Wartende Änderungen</dt>
        <dd>{pending === 0 ? 'keine' : pending}</dd>
      </dl>
      <p className="page__meta">
        Damit die Agenda auch ohne Verbindung funktioniert, speichert dieser Browser zuletzt
        geladene Termine, Bilder, Ihre Filter und gespeicherten Suchen. Löschen entfernt sie; Ihre
        Anmeldung und alles in Ihrem Konto bleiben.
      </p>
      {confirming && pending > 0 && (
        <p className="form-error" role="alert">
          {pending === 1
            ? '1 Änderung wartet noch auf Verbindung und ginge verloren.'
            : `${pending} Änderungen warten noch auf Verbindung und gingen verloren.`}
        </p>
      )}
      <div className="page__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void clear()}>
          {confirming ? 'Wirklich löschen?' : 'Daten auf diesem Gerät löschen'}
        </Button>
        {confirming && (
          <Button variant="quiet" onClick={() => setConfirming(false)}>
            Abbrechen
          </Button>
        )}
      </div>
      <pushSettings.Component />
    </section>
  )
}
