import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRINT_SELECTION_ATTRIBUTE, printSelection } from './print-selection'

const root = document.documentElement
const marked = () => root.hasAttribute(PRINT_SELECTION_ATTRIBUTE)

/** The browser's print dialog, which the test environment lacks. */
const stubPrint = (print: () => void = () => undefined) => vi.stubGlobal('print', print)

afterEach(() => {
  vi.unstubAllGlobals()
  root.removeAttribute(PRINT_SELECTION_ATTRIBUTE)
})

describe('printing the selection', () => {
  it('marks the root for the print stylesheets while the browser prints', () => {
    const markedWhilePrinting: boolean[] = []
    stubPrint(() => markedWhilePrinting.push(marked()))
    printSelection()
    expect(markedWhilePrinting).toEqual([true])
  })

  it('shows every entry again once the print is over', () => {
    stubPrint()
    printSelection()
    expect(marked()).toBe(true)
    window.dispatchEvent(new Event('afterprint'))
    expect(marked()).toBe(false)
  })

  it('lets a later print of the whole view go without the mark', () => {
    stubPrint()
    printSelection()
    window.dispatchEvent(new Event('afterprint'))
    // The first print's listener is gone: it must not take away a second selection's mark.
    printSelection()
    window.dispatchEvent(new Event('beforeprint'))
    expect(marked()).toBe(true)
    window.dispatchEvent(new Event('afterprint'))
    expect(marked()).toBe(false)
  })
})
