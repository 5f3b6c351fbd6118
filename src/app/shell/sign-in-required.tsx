// Shown on a guarded page while nobody is signed in: normally only for the moment before the
// provider's login opens; after a failed sign-in it explains and offers to try again.
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { signIn } from '@/lib/auth/auth-session'
import '../pages/page.css'

let automaticSignInStarted = false

export function SignInRequired({ targetPath, error }: { targetPath: string; error?: string }) {
  const [busy, setBusy] = useState(error === undefined)
  useEffect(() => {
    // One automatic attempt per page load: a failed attempt waits for the user instead of looping.
    if (error !== undefined || automaticSignInStarted) return
    automaticSignInStarted = true
    void signIn(targetPath)
  }, [error, targetPath])

  return (
    <article className="page page--narrow">
      <div className="page__icon" aria-hidden="true">
        <Icon name="lock" size="large" />
      </div>
      <h1>Anmeldung erforderlich</h1>
      {error ? (
        <p className="page__error" role="alert">
          {error}
        </p>
      ) : (
        <p>Sie werden zur Anmeldung weitergeleitet …</p>
      )}
      <p>Melden Sie sich mit Ihrem Agenda-Konto an, um Termine und Themen zu sehen.</p>
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true)
          signIn(targetPath).catch(() => setBusy(false))
        }}
      >
        Anmelden
      </Button>
    </article>
  )
}
