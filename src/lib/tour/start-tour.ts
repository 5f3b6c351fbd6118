// Drives the guided tour with driver.js (docs/product.md#help) through the presentation on screen:
// German buttons and progress, the popover a labelled dialog that keeps the focus, Escape or
// „Tour beenden“ ends it. This module and the library load only when a tour starts.
import { driver, type DriveStep } from 'driver.js'
import 'driver.js/dist/driver.css'
import './tour.css'
import { tourSteps, type TourFamily } from './tour-steps'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

const FEED = '.agenda-page .agenda-results, .zen-page .zen-results'
/** How long the agenda may take to appear before the tour gives up (a slow phone, a cold cache). */
const FEED_WAIT_MS = 15_000

/** Resolves once the agenda is on screen (true), or false after FEED_WAIT_MS. */
function feedShown(): Promise<boolean> {
  return new Promise((resolve) => {
    if (document.querySelector(FEED)) {
      resolve(true)
      return
    }
    const observer = new MutationObserver(() => {
      if (document.querySelector(FEED)) finish(true)
    })
    const timer = window.setTimeout(() => finish(false), FEED_WAIT_MS)
    const finish = (shown: boolean) => {
      observer.disconnect()
      window.clearTimeout(timer)
      resolve(shown)
    }
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/** Tours the presentation on screen once the agenda is there. */
export async function startTourOnScreen() {
  if (!(await feedShown())) return
  startTour(document.querySelector('.zen-page') ? 'zen' : 'classic')
}

const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const

/**
 * driver.js marks each highlighted element as a button opening the tour's dialog: wrong for a
 * region or a list, and on our own buttons (the bell, the stars) it overwrites their state and
 * removes it afterwards. The keeper puts every touched element's own attributes back.
 */
function ariaKeeper() {
  const originals = new Map<Element, (string | null)[]>()
  return {
    remember(element: Element | undefined) {
      if (element && !originals.has(element))
        originals.set(
          element,
          DRIVER_ARIA.map((name) => element.getAttribute(name)),
        )
    },
    restore() {
      for (const [element, values] of originals) {
        DRIVER_ARIA.forEach((name, index) => {
          const value = values[index]
          if (value == null) element.removeAttribute(name)
          else element.setAttribute(name, value)
        })
      }
      const centred = document.getElementById('driver-dummy-element')
      for (const name of DRIVER_ARIA) centred?.removeAttribute(name)
    },
  }
}

function startTour(family: TourFamily) {
  const steps: DriveStep[] = tourSteps(family).map(({ element, title, description }) => ({
    ...(element && { element }),
    popover: { title, description },
  }))
  const calm = reducedMotion()
  const aria = ariaKeeper()
  driver({
    steps,
    animate: !calm,
    smoothScroll: !calm,
    showProgress: true,
    progressText: 'Schritt {{current}} von {{total}}',
    nextBtnText: 'Weiter',
    prevBtnText: 'Zurück',
    doneBtnText: 'Fertig',
    popoverClass: 'agenda-tour',
    onHighlightStarted: (element) => aria.remember(element),
    onHighlighted: () => aria.restore(),
    onDestroyed: () => aria.restore(),
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', 'Tour beenden')
      // Last in the tab order (it is placed by position anyway), and the focus starts on „Weiter“
      // once driver.js has focused the popover's first button.
      popover.wrapper.append(popover.closeButton)
      queueMicrotask(() => popover.nextButton.focus())
      popover.wrapper.setAttribute('aria-modal', 'true')
    },
  }).drive()
}
