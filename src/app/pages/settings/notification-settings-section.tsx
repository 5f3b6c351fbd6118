// Settings › Benachrichtigungen: the user's digest times, pause and quiet hours (the form loads on
// demand, src/features/notification-settings), and which saved search alerts by which channel,
// each linked to the agenda where its channels are changed.
import { Link } from 'react-router-dom'
import type { SavedSearchAlerts } from '@domain/saved-search-resource'
import { useSavedSearches } from '@/features/saved-searches/api/get-saved-searches'
import { onDemand } from '@/lib/react/on-demand'

const notificationSettingsForm = onDemand(
  () => import('@/features/notification-settings/notification-settings'),
)

const MAIL_WORDS = { off: null, immediate: 'E-Mail sofort', digest: 'E-Mail als Zusammenfassung' }

function channelWords(alerts: SavedSearchAlerts): string {
  const channels = [
    alerts.inApp ? 'In der App' : null,
    MAIL_WORDS[alerts.mail],
    alerts.push ? 'Push' : null,
  ].filter(Boolean)
  return channels.length ? channels.join(' · ') : 'keine Benachrichtigung'
}

function SearchChannels() {
  const state = useSavedSearches()
  if (state.status !== 'ready' || !state.searches.length) return null
  return (
    <>
      <h3 id="settings-search-channels">Ihre gespeicherten Suchen</h3>
      <p className="page__meta">
        Wie jede Suche benachrichtigt, ändern Sie in der Agenda bei der Suche unter „Bearbeiten“.
      </p>
      <ul className="settings-search-channels" aria-labelledby="settings-search-channels">
        {state.searches.map((search) => (
          <li key={search.id}>
            <Link to={`/events/standard?filterId=${encodeURIComponent(search.id)}`}>
              {search.name}
            </Link>
            <span className="page__meta">{channelWords(search.alerts)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

export function NotificationSettingsSection() {
  return (
    <section aria-labelledby="settings-notifications" className="settings-section">
      <h2 id="settings-notifications">Benachrichtigungen</h2>
      <p className="page__meta">
        Gilt für alle Geräte, auf denen Sie angemeldet sind. Push auf diesem Gerät schalten Sie
        unter <a href="#settings-push">Auf diesem Gerät</a> ein.
      </p>
      <notificationSettingsForm.Component />
      <SearchChannels />
    </section>
  )
}
