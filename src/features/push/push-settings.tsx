// Settings › Push auf diesem Gerät (docs/product.md#settings): a switch for this browser's push
// subscription, its state, a test notification, and the iPhone's condition (installed app only).
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/query/use-read'
import { showMessage } from '@/stores/message-bar'
import { sendTestPush } from './push-api'
import {
  PUSH_BLOCKED,
  PushDeviceError,
  readPushState,
  switchPushOff,
  switchPushOn,
  type PushState,
} from './push-device'
import './push-settings.css'

const STATE_WORDS: Record<PushState, string> = {
  on: 'Eingeschaltet: Mitteilungen zu Ihren gespeicherten Suchen erscheinen auf diesem Gerät.',
  off: 'Ausgeschaltet.',
  blocked: PUSH_BLOCKED,
  unsupported: 'Dieser Browser kann keine Mitteilungen empfangen.',
}

const devices = (n: number) => (n === 1 ? '1 Gerät' : `${n} Geräte`)

export default function PushSettings() {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void readPushState().then((read) => {
      if (current) setState(read)
    })
    return () => {
      current = false
    }
  }, [])

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (cause) {
      setError(cause instanceof PushDeviceError ? cause.message : failureMessage(cause, fallback))
    } finally {
      setState(await readPushState())
      setBusy(false)
    }
  }

  const toggle = (on: boolean) =>
    run(
      on ? switchPushOn : switchPushOff,
      on ? 'Push konnte nicht eingeschaltet werden.' : 'Push konnte nicht ausgeschaltet werden.',
    )

  const test = () =>
    run(async () => {
      const { sent } = await sendTestPush()
      showMessage({
        type: sent > 0 ? 'success' : 'error',
        text:
          sent > 0
            ? `Testmitteilung an ${devices(sent)} gesendet.`
            : 'Kein Gerät ist für Push angemeldet.',
      })
    }, 'Die Testmitteilung konnte nicht gesendet werden.')

  const available = state === 'on' || state === 'off'
  return (
    <div className="push-settings">
      <h3 id="settings-push">Push auf diesem Gerät</h3>
      <label className="push-settings__switch">
        <input
          type="checkbox"
          role="switch"
          aria-describedby="settings-push-state"
          checked={state === 'on'}
          disabled={!available || busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>Mitteilungen auf diesem Gerät</span>
      </label>
      <p id="settings-push-state" className="page__meta" aria-live="polite">
        {state === null ? 'Wird geprüft …' : STATE_WORDS[state]}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="page__meta">
        Auf dem iPhone funktionieren Mitteilungen nur in der installierten App (Zum Home-Bildschirm
        hinzufügen).
      </p>
      {state === 'on' && (
        <div className="page__actions">
          <Button variant="secondary" disabled={busy} onClick={() => void test()}>
            Testmitteilung senden
          </Button>
        </div>
      )}
    </div>
  )
}
