// The digest times: one time field per time, „Entfernen“ beside each but the last one left, and
// „Uhrzeit hinzufügen“ up to the limit. A changed time is saved when the field is left, not at
// each keystroke, so the list does not reorder under the typing.
import {
  DIGEST_TIMES_MAX,
  isClockTime,
  type NotificationSettings,
} from '@domain/notification-settings-api'
import { Button } from '@/components/ui/button'
import type { SaveSetting } from './use-save-setting'

interface Props {
  settings: NotificationSettings
  busy: boolean
  save: SaveSetting
  refuse: (message: string) => void
}

/** A time not yet chosen: the first full hour from 12:00 on that is free. */
function freeTime(times: string[]): string {
  for (let hour = 12; hour < 36; hour += 1) {
    const time = `${String(hour % 24).padStart(2, '0')}:00`
    if (!times.includes(time)) return time
  }
  return '12:30'
}

const listed = (times: string[]) => `Zusammenfassung um ${times.join(', ')} Uhr.`

export function DigestTimesFieldset({ settings, busy, save, refuse }: Props) {
  const times = settings.digestTimes
  const saveTimes = (next: string[]) => {
    const sorted = [...next].sort()
    void save({ ...settings, digestTimes: sorted }, listed(sorted))
  }
  const change = (index: number, value: string) => {
    if (value === times[index] || !isClockTime(value)) return
    if (times.some((time, other) => other !== index && time === value)) {
      refuse(`Die Zusammenfassung um ${value} Uhr gibt es schon.`)
      return
    }
    saveTimes(times.map((time, other) => (other === index ? value : time)))
  }
  return (
    <fieldset className="notification-settings__group">
      <legend>Zusammenfassung per E-Mail</legend>
      <p className="page__meta">
        Für gespeicherte Suchen mit „E-Mail: als Zusammenfassung“: eine E-Mail zu diesen Uhrzeiten
        (Berlin), nur wenn es Neues gibt.
      </p>
      <ul className="notification-settings__times">
        {times.map((time, index) => (
          <li key={time}>
            <label className="notification-settings__field">
              <span>{`Uhrzeit ${index + 1}`}</span>
              <input
                type="time"
                defaultValue={time}
                disabled={busy}
                onBlur={(event) => change(index, event.target.value)}
              />
            </label>
            {times.length > 1 && (
              <Button
                variant="quiet"
                disabled={busy}
                aria-label={`Uhrzeit ${time} entfernen`}
                onClick={() => saveTimes(times.filter((_, other) => other !== index))}
              >
                Entfernen
              </Button>
            )}
          </li>
        ))}
      </ul>
      {times.length < DIGEST_TIMES_MAX && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => saveTimes([...times, freeTime(times)])}
        >
          Uhrzeit hinzufügen
        </Button>
      )}
    </fieldset>
  )
}
