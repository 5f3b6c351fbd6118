// The picture of the last-seen Monat that the service worker puts into the app's page, so a start
// at the same address paints it before the app's code has run (docs/architecture.md#start-picture).
// What the page stores, and how the worker shows it.
import { toBerlinDay } from './berlin-time'

/**
 * It shows the user's agenda: a user-data cache (`USER_DATA_CACHE_PREFIX`), deleted with the
 * others at sign-out. Spelled out, so the page's Monat code imports nothing more from the first
 * screen's code for it.
 */
export const START_PICTURE_CACHE = 'agenda-data-start-picture'

/** The element holding the picture beside the app's root, until the real Monat is drawn. */
export const START_PICTURE_ID = 'start-picture'

export interface StartPicture {
  /** The markup of the app's root as it was painted. */
  html: string
  /** The page's stylesheets then (paths of built files), for the parts loaded on demand. */
  styles: string[]
  /** When it was taken (epoch milliseconds): it shows „today“ only on that Berlin day. */
  takenAt: number
  /** The end of the ticket it was taken under (epoch milliseconds). */
  ticketEnds: number
}

const BUILT_STYLESHEET = /^\/app\/assets\/[\w.-]+\.css$/
const EMPTY_ROOT = '<div id="root"></div>'
/** The app's entry: a module script, which the browser would evaluate before painting. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
/** Loads the entry once the picture is painted (src/features/agenda/calendar/start-after-picture.js). */
const AFTER_PICTURE_SCRIPT = '/app/start-after-picture.js'
/** A classic script of the head (the early start request), which holds the parser until it has run. */
const HEAD_CLASSIC_SCRIPT = /<script src="[^"]+"><\/script>/g
/** A module the page fetches ahead of its evaluation. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g
/** A stylesheet the page links already (a preload of one is not: it is not applied). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"/g

export function isStartPicture(value: unknown): value is StartPicture {
  if (typeof value !== 'object' || value === null) return false
  const picture = value as Record<string, unknown>
  return (
    typeof picture.html === 'string' &&
    typeof picture.takenAt === 'number' &&
    typeof picture.ticketEnds === 'number' &&
    Array.isArray(picture.styles) &&
    picture.styles.every((style) => typeof style === 'string')
  )
}

/** Shown only under the ticket it was taken under, and on the Berlin day it was taken. */
const isCurrent = (picture: StartPicture, now: number) =>
  now < picture.ticketEnds && toBerlinDay(picture.takenAt) === toBerlinDay(now)

/**
 * The app's page with `picture` beside its empty root, hidden from assistive technology and
 * input (it is only a picture); null when it is out of date or the page is not the app's shell
 * (no entry script, no empty root).
 * Only stylesheets the build made are linked, each once.
 *
 * Until the picture's first frame the page asks the service worker only for what that frame
 * needs, its stylesheets: the app's modules, asked for at once, queued before them and were
 * parsed on the machine's other core meanwhile. The head's classic scripts (the early start
 * request) move behind the picture, where they no longer hold the parser and with it the picture.
 * The after-picture script then fetches the modules and evaluates the entry after that frame.
 */
export function withStartPicture(page: string, picture: StartPicture, now: number): string | null {
  if (!isCurrent(picture, now) || !page.includes(EMPTY_ROOT) || !page.includes('</head>')) {
    return null
  }
  const [head = '', body = ''] = page.split('</head>')
  const entry = ENTRY_SCRIPT.exec(head)?.[1]
  if (entry === undefined) return null
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? '')
  const modules = [...new Set([entry, ...preloads])].join(' ')
  const afterPicture = `<script src="${AFTER_PICTURE_SCRIPT}" data-entry="${entry}" data-modules="${modules}"></script>`
  const headScripts = head.match(HEAD_CLASSIC_SCRIPT)?.join('') ?? ''
  const shown = `<div id="${START_PICTURE_ID}" aria-hidden="true" inert>${picture.html}</div>`
  const pictureHead = head
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(HEAD_CLASSIC_SCRIPT, '')
  // Replaced by a function: the markup may hold `$&` and the like, which a string would expand.
  const pictureBody = body.replace(
    EMPTY_ROOT,
    () => `${EMPTY_ROOT}${shown}${headScripts}${afterPicture}`,
  )
  return `${pictureHead}${stylesheetLinks(page, picture)}</head>${pictureBody}`
}

/** Links to the stylesheets of `picture` that `page` does not link yet. */
function stylesheetLinks(page: string, picture: StartPicture): string {
  const linked = new Set([...page.matchAll(STYLESHEET_LINK)].map((link) => link[1]))
  return (
    [...new Set(picture.styles)]
      .filter((href) => BUILT_STYLESHEET.test(href) && !linked.has(href))
      // In the mode of the page's own links and preloads (`crossorigin`): a stylesheet preloaded
      // is then taken from its preload, not fetched through the service worker a second time.
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('')
  )
}
