// The support form (docs/product.md#help): subject, message, an optional screenshot, and the
// diagnostics — shown here exactly as they will be sent, and sent only while the box is ticked.
import { useId, useState, type FormEvent } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { signIn } from '@/lib/auth/auth-session'
import { recentErrors } from '@/lib/diagnostics/recent-error-lines'
import { readBase64 } from '@/lib/files/read-base64'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'
import { isOnlineAtom } from '@/offline/network-status'
import type { SupportAccepted, SupportDiagnostics, SupportRequest } from '@domain/support-api'
import {
  SCREENSHOT_TOO_LARGE_MESSAGE,
  SCREENSHOT_TYPE_MESSAGE,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '@domain/support-limits'
import '@/components/ui/form-field.css'
import './support-form.css'

/** Where the user came from (the help menu passes it), else this page. */
function useFromPage(): string {
  const { state, pathname } = useLocation() as {
    state: { from?: unknown } | null
    pathname: string
  }
  const from = typeof state?.from === 'string' ? state.from : pathname
  return `${import.meta.env.BASE_URL.slice(0, -1)}${from}`
}

function screenshotProblem(file: File | undefined): string | null {
  if (!file) return null
  if (!(SUPPORT_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) {
    return SCREENSHOT_TYPE_MESSAGE
  }
  return file.size > SUPPORT_SCREENSHOT_MAX_BYTES ? SCREENSHOT_TOO_LARGE_MESSAGE : null
}

function DiagnosticsList({ diagnostics }: { diagnostics: SupportDiagnostics }) {
  return (
    <dl className="support-form__diagnostics">
      <dt>App-Version</dt>
      <dd>{diagnostics.appVersion}</dd>
      <dt>Browser</dt>
      <dd>{diagnostics.userAgent}</dd>
      <dt>Verbindung</dt>
      <dd>{diagnostics.online ? 'online' : 'offline'}</dd>
      <dt>Seite</dt>
      <dd>{diagnostics.page}</dd>
      <dt>Letzte Fehler</dt>
      <dd>
        {diagnostics.errors.length === 0 ? (
          'keine'
        ) : (
          <ul>
            {diagnostics.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  )
}

export function SupportForm() {
  const auth = useAtomValue(authStateAtom)
  const online = useAtomValue(isOnlineAtom)
  const page = useFromPage()
  const ids = useId()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [screenshot, setScreenshot] = useState<File | undefined>()
  const [withDiagnostics, setWithDiagnostics] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [reference, setReference] = useState<string | null>(null)

  if (auth.status !== 'authenticated') {
    return (
      <section className="support-form support-form--signed-out" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Nachricht an den Support</h2>
        <p>Damit wir Ihnen antworten können, melden Sie sich bitte an.</p>
        <Button onClick={() => void signIn('/help/support')}>Anmelden und schreiben</Button>
      </section>
    )
  }

  const diagnostics: SupportDiagnostics = {
    appVersion: String(import.meta.env.VITE_APP_VERSION),
    userAgent: navigator.userAgent,
    online,
    page,
    errors: recentErrors(),
  }

  if (reference) {
    return (
      <section className="support-form" aria-labelledby={`${ids}-title`}>
        {/* The form is gone; focus goes to what took its place. */}
        <h2 id={`${ids}-title`} tabIndex={-1} ref={(heading) => heading?.focus()}>
          Danke für Ihre Nachricht
        </h2>
        <p role="status">
          Ihre Nachricht ist beim Support angekommen (Vorgang {reference}). Wir antworten an{' '}
          {auth.profile.email}.
        </p>
        <Button variant="secondary" onClick={() => setReference(null)}>
          Weitere Nachricht schreiben
        </Button>
      </section>
    )
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = screenshotProblem(screenshot)
    if (problem) return setError(problem)
    setError(null)
    setSending(true)
    try {
      const request: SupportRequest = {
        subject,
        message,
        ...(screenshot && {
          screenshot: { name: screenshot.name, data: await readBase64(screenshot) },
        }),
        ...(withDiagnostics && { diagnostics }),
      }
      const answer = await httpClient.post<SupportAccepted>('/useradmin/support', request)
      setReference(answer.reference)
      setSubject('')
      setMessage('')
      setScreenshot(undefined)
    } catch (caught) {
      setError(
        caught instanceof HttpError
          ? caught.userMessage
          : 'Der Screenshot konnte nicht gelesen werden.',
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className="support-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${ids}-title`}>Nachricht an den Support</h2>
      <div className="form-field">
        <label htmlFor={`${ids}-subject`}>Betreff</label>
        <input
          id={`${ids}-subject`}
          required
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${ids}-message`}>Ihre Nachricht</label>
        <textarea
          id={`${ids}-message`}
          required
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${ids}-screenshot`}>Screenshot (optional, PNG oder JPEG, bis 5 MB)</label>
        <input
          id={`${ids}-screenshot`}
          type="file"
          accept={SUPPORT_SCREENSHOT_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0]
            setScreenshot(file)
            setError(screenshotProblem(file))
          }}
        />
      </div>
      <div className="support-form__check">
        <input
          id={`${ids}-diagnostics`}
          type="checkbox"
          checked={withDiagnostics}
          onChange={(event) => setWithDiagnostics(event.target.checked)}
          aria-describedby={`${ids}-diagnostics-note`}
        />
        <label htmlFor={`${ids}-diagnostics`}>Diagnosedaten mitsenden</label>
      </div>
      <p id={`${ids}-diagnostics-note`} className="support-form__note">
        {withDiagnostics
          ? 'Genau diese Angaben gehen mit Ihrer Nachricht an den Support:'
          : 'Ihre Nachricht geht ohne Diagnosedaten an den Support.'}
      </p>
      {withDiagnostics && <DiagnosticsList diagnostics={diagnostics} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="support-form__actions">
        <Button type="submit" disabled={sending}>
          {sending ? 'Wird gesendet …' : 'Nachricht senden'}
        </Button>
      </div>
    </form>
  )
}
