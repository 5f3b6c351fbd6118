// /consent: the terms with 'Zustimmen'. Accepting records the consent, stores the new ticket and
// continues to where the user was going (or the agenda's start).
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { signOut } from '@/features/sign-out/sign-out'
import { acceptTerms } from '@/lib/auth/accept-terms'
import { signIn } from '@/lib/auth/auth-session'
import { showMessage } from '@/stores/message-bar'
import { TermsText } from './terms-text'
import './consent-page.css'
import './page.css'

function continuationFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && from !== '/consent' ? from : '/'
}

export default function ConsentPage() {
  const auth = useAtomValue(authStateAtom)
  const location = useLocation()
  const navigate = useNavigate()
  const [saving, setSaving] = useState(false)
  const continueTo = continuationFrom(location.state)

  if (auth.status === 'loading' || auth.status === 'signing-out') {
    return <Spinner label="Anmeldung wird geprüft …" />
  }
  const accepted = auth.status === 'authenticated' && auth.profile.termsAndConditions

  async function accept() {
    setSaving(true)
    try {
      await acceptTerms()
      showMessage({
        type: 'success',
        icon: 'check-circle',
        text: 'Vielen Dank für Ihre Zustimmung.',
      })
      void navigate(continueTo, { replace: true })
    } catch (error) {
      console.error('Terms consent failed', error)
      showMessage({
        type: 'error',
        icon: 'alert',
        text: 'Ihre Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      })
      setSaving(false)
    }
  }

  return (
    <article className="page consent-page">
      <h1>Nutzungsbedingungen der Agenda</h1>
      <p className="page__lead">
        {accepted
          ? 'Sie haben den Nutzungsbedingungen bereits zugestimmt.'
          : 'Bevor Sie die Agenda nutzen, bitten wir Sie, unseren Nutzungsbedingungen zuzustimmen.'}
      </p>
      <section
        className="consent-page__terms"
        aria-label="Text der Nutzungsbedingungen"
        // A scrolling box must be reachable by keyboard to be read (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <TermsText />
      </section>
      <div className="page__actions">
        {accepted ? (
          <Link className={buttonClassName()} to={continueTo}>
            Weiter zur Agenda
          </Link>
        ) : auth.status === 'authenticated' ? (
          <>
            <Button onClick={() => void accept()} disabled={saving}>
              {saving ? 'Wird gespeichert …' : 'Zustimmen'}
            </Button>
            <Button variant="secondary" onClick={() => void signOut()}>
              Abmelden
            </Button>
          </>
        ) : (
          <>
            <p>Melden Sie sich an, um den Nutzungsbedingungen zuzustimmen.</p>
            <Button onClick={() => void signIn('/consent')}>Anmelden</Button>
          </>
        )}
      </div>
    </article>
  )
}
