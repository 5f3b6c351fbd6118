// The frame of every page the embedded provider shows (login, logout, errors): German, the
// Agenda brand (navy #0b3a5b, accent #f2a71b), system fonts, readable from 360 px to desktop.
// Styles and scripts come from files under PAGE_ASSETS_PATH: the policy allows no inline ones.
export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}

/** Where page-assets.ts serves the pages' stylesheet and scripts. */
export const PAGE_ASSETS_PATH = '/idp/assets'

export const PAGE_STYLES = `
:root{--navy:#0b3a5b;--navy-dark:#072a42;--accent:#f2a71b;--accent-dark:#d98f06;--ink:#1b2733;--muted:#4d5d6c;--line:#6b7b8c;--surface:#fff;--page:#eef2f6;--error:#b3261e;color-scheme:light}
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--page);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;line-height:1.5}
.masthead{background:var(--navy);background-image:linear-gradient(160deg,var(--navy) 0%,var(--navy-dark) 100%);color:#fff;padding:2.5rem 1rem 6.5rem;text-align:center}
.brand{display:inline-flex;align-items:center;gap:.6rem;font-size:1.75rem;font-weight:700;letter-spacing:.01em}
.brand svg{flex:none}
.tagline{margin:.35rem 0 0;color:#c9d6e2;font-size:.95rem}
main{flex:1;width:100%;max-width:28.5rem;margin:-5rem auto 0;padding:0 1rem}
.card{background:var(--surface);border-radius:14px;box-shadow:0 12px 32px rgba(7,42,66,.18),0 2px 6px rgba(7,42,66,.08);padding:2rem 1.75rem}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25;color:var(--navy)}
.lead{margin:0 0 1.5rem;color:var(--muted);text-wrap:pretty}
.field{margin-bottom:1.1rem}
label{display:block;font-weight:600;margin-bottom:.35rem}
input{width:100%;min-height:3rem;padding:.65rem .8rem;font:inherit;font-size:1rem;color:var(--ink);background:#fff;border:1px solid var(--line);border-radius:8px}
input:focus{outline:3px solid var(--accent);outline-offset:1px;border-color:var(--navy)}
input[aria-invalid=true]{border-color:var(--error)}
.button{display:inline-flex;justify-content:center;align-items:center;width:100%;min-height:3rem;margin-top:.5rem;padding:.7rem 1rem;font:inherit;font-size:1.05rem;font-weight:700;color:var(--navy-dark);background:var(--accent);border:0;border-radius:8px;cursor:pointer;text-decoration:none}
.button:hover{background:var(--accent-dark)}
.button:focus-visible{outline:3px solid var(--navy);outline-offset:2px}
.alert{display:flex;gap:.6rem;align-items:flex-start;margin:0 0 1.25rem;padding:.75rem .9rem;border-radius:8px;background:#fdeceb;border-left:4px solid var(--error);color:#6e130d;font-weight:500}
.alert svg{flex:none;margin-top:.15rem}
.note{margin:1.25rem 0 0;font-size:.9rem;color:var(--muted)}
footer{padding:1.5rem 1rem 2rem;text-align:center;font-size:.9rem}
footer a{color:var(--muted);margin:0 .5rem}
footer a:hover,footer a:focus-visible{color:var(--navy)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:48rem){.masthead{padding-top:4rem}.card{padding:2.5rem 2.25rem}}
`

const BRAND_MARK = `<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false"><rect x="3" y="6" width="28" height="25" rx="5" fill="#fff"/><rect x="3" y="6" width="28" height="8" rx="5" fill="#f2a71b"/><rect x="3" y="10" width="28" height="4" fill="#f2a71b"/><rect x="9" y="2" width="3" height="8" rx="1.5" fill="#f2a71b"/><rect x="22" y="2" width="3" height="8" rx="1.5" fill="#f2a71b"/><rect x="8" y="18" width="6" height="4" rx="1" fill="#0b3a5b"/><rect x="16" y="18" width="6" height="4" rx="1" fill="#0b3a5b"/><rect x="8" y="24" width="6" height="4" rx="1" fill="#0b3a5b"/></svg>`

export const ERROR_ICON = `<svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="9" fill="#b3261e"/><rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff"/><circle cx="10" cy="14.5" r="1.25" fill="#fff"/></svg>`

/** A complete HTML document; `content` must already be escaped. */
export function renderPage(options: { title: string; content: string; head?: string }): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b3a5b">
<link rel="icon" href="/app/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(options.title)} · Agenda</title>
<link rel="stylesheet" href="${PAGE_ASSETS_PATH}/pages.css">
${options.head ?? ''}
</head>
<body>
<header class="masthead">
<div class="brand">${BRAND_MARK}<span>Agenda</span></div>
<p class="tagline">Der Planungskalender für Ihre Redaktion</p>
</header>
<main>
<div class="card">
${options.content}
</div>
</main>
<footer>
<a href="/app/imprint">Impressum</a>
<a href="/app/privacy">Datenschutz</a>
<a href="/app/terms">Nutzungsbedingungen</a>
</footer>
</body>
</html>`
}
