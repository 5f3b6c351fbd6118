// The cookie-consent information panel (docs/product.md#messages): opens 1500 ms after load when
// its pending flag is set, never on the unauthorized or consent page and only when no other panel
// or prompt is shown (one at a time); 'Verstanden' clears the flag. Where the server configured
// analytics or error reports, it offers them instead, both off until chosen (docs/security.md).
import { useAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { ConsentChoices } from '@/features/analytics/consent-choices'
import { useConfiguredCategories } from '@/features/analytics/use-telemetry-config'
import { COOKIE_CONSENT_DELAY_MS, cookieConsentPendingAtom } from '@/stores/cookie-consent'
import { allowsOverlays, useOverlayTurn } from '@/stores/overlay-queue'
import './cookie-consent-panel.css'

export default function CookieConsentPanel() {
  const [pending, setPending] = useAtom(cookieConsentPendingAtom)
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const headingId = useId()
  const allowedHere = allowsOverlays(pathname)
  const categories = useConfiguredCategories()
  const myTurn = useOverlayTurn('cookie-panel', open && pending && allowedHere)

  useEffect(() => {
    if (!pending || !allowedHere) return
    const timer = window.setTimeout(() => setOpen(true), COOKIE_CONSENT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pending, allowedHere])

  const close = () => {
    setPending(false)
    setOpen(false)
  }

  if (!myTurn || categories === null) return null
  return (
    <section className="cookie-consent" aria-labelledby={headingId}>
      <Icon name="cookie" size="large" className="cookie-consent__icon" />
      <div className="cookie-consent__body">
        <h2 id={headingId}>Cookies und Daten auf diesem Gerät</h2>
        <p>
          Agenda speichert nur, was für die Anmeldung und Ihre Einstellungen nötig ist, etwa die
          gewählte Darstellung und Ihre Filter. Werbe- oder Analyse-Cookies setzen wir nicht.{' '}
          <Link to="/privacy">Mehr in der Datenschutzerklärung</Link>
        </p>
        {categories.length > 0 && <ConsentChoices categories={categories} onDecided={close} />}
      </div>
      {categories.length === 0 && <Button onClick={close}>Verstanden</Button>}
    </section>
  )
}
