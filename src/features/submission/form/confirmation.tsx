// After „Absenden“: the reference of a sent submission, or the note that it waits on the device
// for a connection; the heading takes the focus.
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { Sent } from '../api/submission-requests'

export function Confirmation({ sent, onNew }: { sent: Sent; onNew: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section className="submission-done" aria-labelledby="submission-done-title">
      <h2 id="submission-done-title" tabIndex={-1} ref={ref}>
        {sent.status === 'sent'
          ? 'Vielen Dank, Ihr Termin ist eingereicht'
          : 'Ihr Termin wartet auf Verbindung'}
      </h2>
      {sent.status === 'sent' ? (
        <>
          <p>
            Ihre Vorgangsnummer: <strong className="submission-reference">{sent.reference}</strong>
          </p>
          <p>
            Die Redaktion prüft Ihre Einreichung. Eine Bestätigung mit der Vorgangsnummer erhalten
            Sie per E-Mail.
          </p>
        </>
      ) : (
        <p>
          Sie sind offline. Die Einreichung ist auf diesem Gerät gespeichert und wird einmal
          gesendet, sobald wieder eine Verbindung besteht.
        </p>
      )}
      <Button variant="secondary" onClick={onNew}>
        Weiteren Termin einreichen
      </Button>
    </section>
  )
}
