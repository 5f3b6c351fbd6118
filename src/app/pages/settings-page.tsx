// /settings (docs/product.md#settings): Darstellung, Benachrichtigungen, Kalender-Abos, Auf diesem Gerät, Konto,
// Datenschutz and Über. Each change is saved at once and confirmed in the message bar.
import { useAtomValue } from 'jotai'
import { profileAtom } from '@/lib/auth/auth-atoms'
import TelemetrySettings from '@/features/analytics/telemetry-settings'
import CalendarFeedsSettings from '@/features/export/calendar-feeds-settings'
import { AboutSettings } from './settings/about-settings'
import { AccountSettings } from './settings/account-settings'
import { DeviceSettings } from './settings/device-settings'
import { NotificationSettingsSection } from './settings/notification-settings-section'
import { PresentationSettings } from './settings/presentation-settings'
import './page.css'
import './settings/settings.css'

export default function SettingsPage() {
  const profile = useAtomValue(profileAtom)
  return (
    <article className="page settings">
      <h1>Einstellungen</h1>
      <p className="page__lead">
        Hier legen Sie fest, wie die Agenda für Sie arbeitet. Jede Änderung gilt sofort.
      </p>
      <PresentationSettings />
      <NotificationSettingsSection />
      <CalendarFeedsSettings />
      <DeviceSettings />
      {profile && <AccountSettings profile={profile} />}
      <TelemetrySettings />
      <AboutSettings />
    </article>
  )
}
