// Settings › Konto: the account as the ticket tells it; changed by the customer service, not here.
import { Link } from 'react-router-dom'
import { formatLongDate } from '@domain/berlin-time'
import type { Profile } from '@/lib/auth/profile'

const SECTOR_WORDS: Record<string, string> = { media: 'Medien' }

export function AccountSettings({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="settings-account" className="settings-section">
      <h2 id="settings-account">Konto</h2>
      <dl className="settings-account">
        <dt>Name</dt>
        <dd>{profile.name}</dd>
        <dt>E-Mail</dt>
        <dd>{profile.email}</dd>
        <dt>Organisation</dt>
        <dd>{profile.organisation ?? '–'}</dd>
        <dt>Branche</dt>
        <dd>
          {profile.sector.length === 0
            ? '–'
            : profile.sector.map((sector) => SECTOR_WORDS[sector] ?? sector).join(', ')}
        </dd>
        <dt>Kundin bzw. Kunde seit</dt>
        <dd>{formatLongDate(profile.createdAt)}</dd>
        <dt>Agenda Plus</dt>
        <dd>{profile.agendaPlus ? 'freigeschaltet' : 'nicht freigeschaltet'}</dd>
        <dt>Zugang</dt>
        <dd>{profile.accessStatus === 'active' ? 'aktiv' : 'nicht aktiv'}</dd>
        <dt>Nutzungsbedingungen</dt>
        <dd>
          {!profile.termsAndConditions
            ? 'noch nicht zugestimmt'
            : profile.termsAcceptedAt
              ? `zugestimmt am ${formatLongDate(profile.termsAcceptedAt)}`
              : 'zugestimmt'}
        </dd>
      </dl>
      <p className="page__meta">
        Änderungen an Ihrem Konto nimmt der <Link to="/help/support">Support</Link> vor.
      </p>
    </section>
  )
}
