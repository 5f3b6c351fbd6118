// Quiet hours: on or off, from and to (Berlin time, may cross midnight). A changed time is saved
// when its field is left.
import { isClockTime, type NotificationSettings } from '@domain/notification-settings-api'
import type { SaveSetting } from './use-save-setting'

interface Props {
  settings: NotificationSettings
  busy: boolean
  save: SaveSetting
}

const NIGHT = { from: '22:00', to: '07:00' }

export function QuietHoursFieldset({ settings, busy, save }: Props) {
  const quiet = settings.quietHours
  const saveQuiet = (next: NotificationSettings['quietHours']) =>
    void save(
      { ...settings, quietHours: next },
      next ? `Ruhezeit von ${next.from} bis ${next.to} Uhr.` : 'Ruhezeit ausgeschaltet.',
    )
  const change = (end: 'from' | 'to', value: string) => {
    if (!quiet || value === quiet[end] || !isClockTime(value)) return
    saveQuiet({ ...quiet, [end]: value })
  }
  return (
    <fieldset className="notification-settings__group">
      <legend>Ruhezeit</legend>
      <label className="notification-settings__switch">
        <input
          type="checkbox"
          role="switch"
          checked={quiet !== null}
          disabled={busy}
          onChange={(event) => saveQuiet(event.target.checked ? NIGHT : null)}
        />
        <span>Ruhezeit einhalten</span>
      </label>
      <p className="page__meta">
        In der Ruhezeit kommen keine Push-Mitteilungen und E-Mails; die E-Mail folgt an ihrem Ende.
      </p>
      {quiet && (
        <div className="notification-settings__times">
          {(['from', 'to'] as const).map((end) => (
            <label key={`${end}-${quiet[end]}`} className="notification-settings__field">
              <span>{end === 'from' ? 'Von' : 'Bis'}</span>
              <input
                type="time"
                defaultValue={quiet[end]}
                disabled={busy}
                onBlur={(event) => change(end, event.target.value)}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
