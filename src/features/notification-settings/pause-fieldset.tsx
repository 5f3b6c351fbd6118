// „Benachrichtigungen pausieren bis …“: one hour, until 8 tomorrow, a week, or a date and time
// of one's own (Berlin time), and „Pause beenden“ while paused.
import { useEffect, useState } from 'react'
import { formatNumericDateTime } from '@domain/berlin-time'
import type { NotificationSettings } from '@domain/notification-settings-api'
import { Button } from '@/components/ui/button'
import { berlinDateTimeInput, PAUSE_CHOICES } from './pause-choices'
import type { SaveSetting } from './use-save-setting'

interface Props {
  settings: NotificationSettings
  busy: boolean
  save: SaveSetting
  refuse: (message: string) => void
}

const until = (instant: Date) => `${formatNumericDateTime(instant)} Uhr`

/** Whether the pause still holds; turns false by itself when it ends while the page is open. */
function usePaused(pausedUntil: Date | null): boolean {
  const end = pausedUntil?.getTime() ?? 0
  const [over, setOver] = useState<number | null>(null)
  useEffect(() => {
    const left = end - Date.now()
    const timer = setTimeout(() => setOver(end), Math.max(0, Math.min(left, 2 ** 31 - 1)))
    return () => clearTimeout(timer)
  }, [end])
  return end > 0 && over !== end
}

export function PauseFieldset({ settings, busy, save, refuse }: Props) {
  const [custom, setCustom] = useState('')
  const pausedUntil = settings.pausedUntil ? new Date(settings.pausedUntil) : null
  const paused = usePaused(pausedUntil)
  const pause = (end: Date) =>
    void save(
      { ...settings, pausedUntil: end.toISOString() },
      `Benachrichtigungen pausiert bis ${until(end)}.`,
    )
  const pauseUntilCustom = () => {
    const end = berlinDateTimeInput(custom)
    if (!end || end.getTime() <= Date.now()) {
      refuse('Bitte wählen Sie für das Ende der Pause einen Zeitpunkt in der Zukunft.')
      return
    }
    pause(end)
  }
  return (
    <fieldset className="notification-settings__group">
      <legend>Benachrichtigungen pausieren</legend>
      <p className="page__meta" aria-live="polite">
        {paused && pausedUntil
          ? `Pausiert bis ${until(pausedUntil)}: keine Push-Mitteilungen und E-Mails, die Glocke füllt sich weiter. Was per E-Mail fällig wird, kommt danach in einer E-Mail.`
          : 'Nicht pausiert.'}
      </p>
      <div className="page__actions">
        {PAUSE_CHOICES.map((choice) => (
          <Button
            key={choice.label}
            variant="secondary"
            disabled={busy}
            onClick={() => pause(choice.until(new Date()))}
          >
            {choice.label}
          </Button>
        ))}
        {paused && (
          <Button
            disabled={busy}
            onClick={() => void save({ ...settings, pausedUntil: null }, 'Pause beendet.')}
          >
            Pause beenden
          </Button>
        )}
      </div>
      <div className="notification-settings__custom">
        <label className="notification-settings__field">
          <span>Pausieren bis (Datum und Uhrzeit)</span>
          <input
            type="datetime-local"
            value={custom}
            disabled={busy}
            onChange={(event) => setCustom(event.target.value)}
          />
        </label>
        <Button variant="secondary" disabled={busy || !custom} onClick={pauseUntilCustom}>
          Pausieren
        </Button>
      </div>
    </fieldset>
  )
}
