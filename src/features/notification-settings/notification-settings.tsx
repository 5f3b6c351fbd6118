// Settings › Benachrichtigungen (docs/product.md#settings): digest times, a pause and quiet hours,
// stored on the server so they follow the user, mirrored on the device to show them offline.
// Loaded on demand by the settings page.
import { LoadFailure } from '@/components/ui/load-failure'
import { Spinner } from '@/components/ui/spinner'
import { useNotificationSettings } from './api/notification-settings'
import { DigestTimesFieldset } from './digest-times-fieldset'
import { PauseFieldset } from './pause-fieldset'
import { QuietHoursFieldset } from './quiet-hours-fieldset'
import { useSaveSetting } from './use-save-setting'
import './notification-settings.css'

export default function NotificationSettingsForm() {
  const { load, retry } = useNotificationSettings()
  const { save, busy, error, setError } = useSaveSetting()
  if (load.status === 'loading') return <Spinner label="Benachrichtigungen werden geladen" />
  if (load.status === 'error') return <LoadFailure message={load.message} onRetry={retry} />
  const { settings, fromDevice } = load.data
  const props = { settings, busy: busy || fromDevice, save }
  return (
    <div className="notification-settings">
      {fromDevice && (
        <p className="page__meta" role="status">
          Ohne Verbindung: Sie sehen die zuletzt geladenen Einstellungen. Ändern können Sie sie,
          sobald die Agenda wieder verbunden ist.
        </p>
      )}
      <DigestTimesFieldset {...props} refuse={setError} />
      <PauseFieldset {...props} refuse={setError} />
      <QuietHoursFieldset {...props} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
