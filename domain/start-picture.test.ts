import { describe, expect, it } from 'vitest'
import { USER_DATA_CACHE_PREFIX } from './offline-contract'
import {
  START_PICTURE_CACHE,
  isStartPicture,
  withStartPicture,
  type StartPicture,
} from './start-picture'

const PAGE = `<!doctype html><html><head><title>Agenda</title>
<script type="module" crossorigin src="/app/assets/index-9.js"></script>
<link rel="modulepreload" crossorigin href="/app/assets/runtime-4.js">
<link rel="stylesheet" crossorigin href="/app/assets/index-1.css">
<script src="/app/early-search.js"></script>
<link rel="modulepreload" crossorigin href="/app/assets/feed-5.js">
<link rel="preload" as="style" crossorigin href="/app/assets/feed-3.css">
</head><body><div id="root"></div><script></script></body></html>`
const NOW = Date.UTC(2026, 11, 6, 12)

const picture = (change: Partial<StartPicture> = {}): StartPicture => ({
  html: '<main><table class="month-grid"><caption>Januar 2027</caption></table></main>',
  styles: ['/app/assets/index-1.css', '/app/assets/month-view-2.css'],
  takenAt: NOW - 60_000,
  ticketEnds: NOW + 60_000,
  ...change,
})

describe('the start picture in the app page', () => {
  it('stands beside the empty root, hidden from assistive technology and input', () => {
    const page = withStartPicture(PAGE, picture(), NOW) ?? ''
    expect(page).toContain(
      '<div id="root"></div><div id="start-picture" aria-hidden="true" inert><main><table class="month-grid">',
    )
  })

  it('asks for nothing but stylesheets before the picture, the app evaluated after its frame', () => {
    const page = withStartPicture(PAGE, picture(), NOW) ?? ''
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).not.toMatch(/<script|modulepreload/)
    expect(page).not.toContain('<script type="module"')
    expect(page).toMatch(
      /<div id="start-picture"[^]*<\/div><script src="\/app\/early-search.js"><\/script><script src="\/app\/start-after-picture.js" data-entry="\/app\/assets\/index-9.js" data-modules="\/app\/assets\/index-9.js \/app\/assets\/runtime-4.js \/app\/assets\/feed-5.js"><\/script>/,
    )
  })

  it('is not put into a page without the app entry', () => {
    expect(
      withStartPicture(PAGE.replace(/<script type="module"[^>]*><\/script>/, ''), picture(), NOW),
    ).toBeNull()
  })

  it('links the stylesheets loaded on demand (a preload is not applied) as the page links its own, each once, only built ones', () => {
    const styles = [
      '/app/assets/index-1.css',
      '/app/assets/feed-3.css',
      '/app/assets/month-view-2.css',
      '/app/assets/month-view-2.css',
      'https://elsewhere.example/evil.css',
      '/app/assets/../secret.css',
    ]
    const page = withStartPicture(PAGE, picture({ styles }), NOW) ?? ''
    expect(page.match(/<link rel="stylesheet" crossorigin href="[^"]*">/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/app/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/app/assets/feed-3.css">',
      '<link rel="stylesheet" crossorigin href="/app/assets/month-view-2.css">',
    ])
    expect(page.indexOf('month-view-2.css')).toBeLessThan(page.indexOf('</head>'))
  })

  it('is not shown once the ticket it was taken under has ended', () => {
    expect(withStartPicture(PAGE, picture({ ticketEnds: NOW }), NOW)).toBeNull()
  })

  it('is not shown on another Berlin day than the one it was taken on: its „today“ moved on', () => {
    const berlinMidnight = Date.UTC(2026, 11, 6, 23)
    const lateEvening = picture({
      takenAt: berlinMidnight - 1,
      ticketEnds: berlinMidnight + 60_000,
    })
    expect(withStartPicture(PAGE, lateEvening, berlinMidnight - 1)).not.toBeNull()
    expect(withStartPicture(PAGE, lateEvening, berlinMidnight)).toBeNull()
  })

  it('is not put into a page that is not the app shell', () => {
    expect(withStartPicture('<html><body>Wartung</body></html>', picture(), NOW)).toBeNull()
  })

  it('keeps markup that reads like a replacement pattern as it is', () => {
    const html = '<span>Preis $& und $1</span>'
    expect(withStartPicture(PAGE, picture({ html }), NOW)).toContain(html)
  })

  it('takes only a stored value of its own shape', () => {
    expect(isStartPicture(picture())).toBe(true)
    expect(isStartPicture({ ...picture(), styles: [1] })).toBe(false)
    expect(isStartPicture({ ...picture(), ticketEnds: '2027' })).toBe(false)
    expect(isStartPicture(null)).toBe(false)
  })
})

it('is kept in a cache of the user data, which a sign-out deletes', () => {
  expect(START_PICTURE_CACHE.startsWith(USER_DATA_CACHE_PREFIX)).toBe(true)
})
