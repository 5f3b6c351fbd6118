// Monat's picture for the next start at the same address (docs/architecture.md#start-picture): kept
// once the grid is drawn, shown by the service worker before the app's code has run, and taken
// away as the real grid is drawn. Only calendar-results.tsx imports it: a chunk of its own would
// be named in the first screen's preload lists.
import { useCallback, useEffect, useRef } from 'react'
import { START_PICTURE_CACHE, START_PICTURE_ID, type StartPicture } from '@domain/start-picture'
import { decodeProfile } from '@/lib/auth/profile'
import { pendingSignOut, ticketStorage } from '@/lib/auth/ticket-storage'
import { stopBeforeForgetting } from '@/offline/forget-user-data'
import { withSearchLink } from '../search/search-link-address'

/** Set once the user's data is being forgotten: this page keeps no picture after that. */
let stopped = false
let keeping: Promise<void> = Promise.resolve()

// A picture stored while the user's data is cleared (sign-out, another account) would outlive the
// clearing and show the last user's agenda to the next one. The page leaves after a sign-out; after
// another account's sign-in, its next start keeps pictures again.
stopBeforeForgetting(async () => {
  stopped = true
  await keeping
})

/** The end of the ticket the picture is taken under; null when nobody is signed in. */
function ticketEnds(): number | null {
  const ticket = ticketStorage.read()
  const profile = ticket ? decodeProfile(ticket) : null
  return profile && !pendingSignOut.isPending() ? profile.exp * 1000 : null
}

/** Months read lately, each a picture: a reader steps back and forth between a few. */
const KEPT_PICTURES = 6

async function store(addresses: string[], picture: StartPicture): Promise<void> {
  const cache = await caches.open(START_PICTURE_CACHE)
  if (stopped) return
  const body = JSON.stringify(picture)
  for (const address of addresses) {
    // Put anew, so the address is the newest; the oldest beyond the few kept are dropped.
    await cache.delete(address)
    await cache.put(
      address,
      new Response(body, { headers: { 'content-type': 'application/json' } }),
    )
  }
  const kept = await cache.keys()
  await Promise.all(kept.slice(0, -KEPT_PICTURES).map((request) => cache.delete(request)))
}

/**
 * The address this page was opened at, where the start only added the kept search to it
 * (main.tsx): opened again, it shows what the address now shows. Null otherwise (a search of its
 * own, another page of the app first).
 */
function openedAt(now: URL): string | null {
  const [navigation] = performance.getEntriesByType('navigation')
  if (!navigation) return null
  const opened = new URL(navigation.name)
  const asOpened = withSearchLink(now.search, Object.fromEntries(opened.searchParams))
  return opened.pathname === now.pathname && opened.search !== now.search && asOpened === now.search
    ? `${opened.origin}${opened.pathname}${opened.search}`
    : null
}

/** Keeps what the app's `root` shows now as the picture of this address (and of the one opened). */
export function keepStartPicture(root: Element): Promise<void> {
  const ends = ticketEnds()
  if (!('caches' in window) || ends === null || stopped) return Promise.resolve()
  const picture: StartPicture = {
    html: root.innerHTML,
    styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
    takenAt: Date.now(),
    ticketEnds: ends,
  }
  const now = new URL(location.href)
  const opened = openedAt(now)
  const addresses = [...(opened ? [opened] : []), `${now.origin}${now.pathname}${now.search}`]
  keeping = keeping
    .then(() => store(addresses, picture))
    .catch((error: unknown) => console.error('Monat was not kept for the next start', error))
  return keeping
}

/** The real view is drawn (or could not be): the picture gives way to it. */
export function removeStartPicture(): void {
  document.getElementById(START_PICTURE_ID)?.remove()
}

/** A month read for a moment, not one stepped past. */
const PICTURE_DELAY_MS = 500

/**
 * What Monat calls as its grid is drawn: the start's picture gives way to it, and what stays
 * drawn for a moment becomes the picture of this address.
 */
export function useStartPictureOfMonat(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    removeStartPicture()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const root = document.getElementById('root')
      if (root) void keepStartPicture(root)
    }, PICTURE_DELAY_MS)
  }, [])
}
