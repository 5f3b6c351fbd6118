// The pages oidc-provider renders itself, in German: sign-out (confirmed at once, since the app
// asked for it), signed out, and errors. Also the page for a login whose interaction expired.
import type { KoaContextWithOIDC } from 'oidc-provider'
import { ERROR_ICON, PAGE_ASSETS_PATH, escapeHtml, renderPage } from './page-layout'

/**
 * Submits the provider's sign-out form right away (sign-out.js); without JavaScript the button
 * does it. Like every page here it refuses to be framed, so no other site can submit it.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  ctx.body = renderPage({
    title: 'Abmelden',
    head: `<script src="${PAGE_ASSETS_PATH}/sign-out.js" defer></script>`,
    content: `<h1>Sie werden abgemeldet …</h1>
<p class="lead">Einen Moment bitte.</p>
${form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">Abmelden</button>`,
  })
}

export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.body = renderPage({
    title: 'Abgemeldet',
    content: `<h1>Sie sind abgemeldet</h1>
<p class="lead">Bis zum nächsten Mal.</p>
<a class="button" href="/app/">Zur Agenda</a>`,
  })
}

export function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  ctx.type = 'html'
  ctx.body = renderProblemPage(
    'Das hat leider nicht geklappt',
    `Bitte öffnen Sie die Agenda erneut. (Fehler: ${out.error}${out.error_description ? ` – ${out.error_description}` : ''})`,
  )
}

export function renderProblemPage(heading: string, detail: string): string {
  return renderPage({
    title: heading,
    content: `<h1>${escapeHtml(heading)}</h1>
<p class="alert" role="alert">${ERROR_ICON}<span>${escapeHtml(detail)}</span></p>
<a class="button" href="/app/">Zur Agenda</a>`,
  })
}
