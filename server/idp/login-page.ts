// The provider's login form: E-Mail, Passwort, Anmelden. Errors never say whether the e-mail or
// the password was wrong; the entered e-mail is kept so only the password needs retyping.
import { ERROR_ICON, escapeHtml, renderPage } from './page-layout'

export const WRONG_CREDENTIALS = 'E-Mail oder Passwort falsch'
export const TOO_MANY_ATTEMPTS =
  'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.'

export function renderLoginPage(options: { action: string; email?: string; error?: string }) {
  const { action, email = '', error } = options
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
  const alert = error
    ? `<p class="alert" id="login-error" role="alert">${ERROR_ICON}<span>${escapeHtml(error)}</span></p>`
    : ''
  return renderPage({
    title: 'Anmelden',
    content: `<h1>Anmelden</h1>
<p class="lead">Bitte melden Sie sich mit Ihrem Konto an.</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="field">
<label for="email">E-Mail</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Passwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">Anmelden</button>
</form>
<p class="note">Probleme bei der Anmeldung? Wenden Sie sich an Ihre Redaktionsleitung.</p>`,
  })
}
