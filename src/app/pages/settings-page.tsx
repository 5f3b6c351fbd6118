// /settings: the account as the agenda knows it; the settings themselves arrive with their
// features.
import { useAtomValue } from 'jotai'
import { formatLongDate } from '@domain/berlin-time'
import { profileAtom } from '@/lib/auth/auth-atoms'
import CalendarFeedsSettings from '@/features/export/calendar-feeds-settings'
import './page.css'

export default function SettingsPage() {
  const profile = useAtomValue(profileAtom)
  return (
    <article className="page">
      <h1>Einstellungen</h1>
      <p className="page__lead">
        Hier legen Sie fest, wie die Agenda für Sie arbeitet: Darstellung, Benachrichtigungen zu
        gespeicherten Suchen und Ihr Konto.
      </p>
      {profile && (
        <section aria-labelledby="settings-account">
          <h2 id="settings-account">Ihr Konto</h2>
          <dl className="settings-account">
            <dt>Name</dt>
            <dd>{profile.name}</dd>
            <dt>E-Mail</dt>
            <dd>{profile.email}</dd>
            <dt>Kundin bzw. Kunde seit</dt>
            <dd>{formatLongDate(profile.createdAt)}</dd>
            <dt>Zugang</dt>
            <dd>{profile.agendaPlus ? 'Agenda Plus' : 'Agenda'}</dd>
          </dl>
        </section>
      )}
      <CalendarFeedsSettings />
    </article>
  )
}
