// /unauthorized: explains politely why the agenda is closed to this account (inactive, or no
// Agenda Plus) and how to reach us; other visitors get a general no-access note.
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { signOut } from '@/features/sign-out/sign-out'
import { accessVerdict } from '@domain/agenda-access'
import { ContactList } from '@/features/help/contact-list'
import './page.css'

const TEXTS = {
  inactive: {
    heading: 'Ihr Zugang ist derzeit nicht aktiv',
    text: 'Ihr Konto für die Agenda ist im Moment deaktiviert. Unser Kundenservice klärt gern mit Ihnen, wie Sie wieder Zugriff erhalten – per E-Mail oder telefonisch.',
  },
  'no-access': {
    heading: 'Agenda Plus ist für Ihr Konto nicht freigeschaltet',
    text: 'Die Agenda ist Teil von Agenda Plus. Ihr Konto hat diesen Zugang noch nicht. Wenn Sie Agenda Plus nutzen möchten oder einen Fehler vermuten, melden Sie sich gern bei uns.',
  },
  other: {
    heading: 'Kein Zugriff',
    text: 'Für diese Seite fehlt Ihnen leider die Berechtigung. Bei Fragen hilft Ihnen unser Kundenservice weiter.',
  },
}

export default function UnauthorizedPage() {
  const profile = useAtomValue(profileAtom)
  const verdict = profile ? accessVerdict(profile) : 'other'
  const reason = verdict === 'inactive' || verdict === 'no-access' ? verdict : 'other'
  const { heading, text } = TEXTS[reason]
  return (
    <article className="page page--narrow">
      <div className="page__icon" aria-hidden="true">
        <Icon name="lock" size="large" />
      </div>
      <h1>{heading}</h1>
      <p className="page__lead">{text}</p>
      <ContactList />
      <div className="page__actions">
        <Link className={buttonClassName('primary')} to="/help/support">
          Support kontaktieren
        </Link>
        {profile ? (
          <Button variant="secondary" onClick={() => void signOut()}>
            Abmelden
          </Button>
        ) : (
          <Link className={buttonClassName('secondary')} to="/">
            Zur Agenda
          </Link>
        )}
      </div>
    </article>
  )
}
