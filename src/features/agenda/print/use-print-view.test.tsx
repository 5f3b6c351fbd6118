import { act, useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { usePrintView, type PrintableList } from './use-print-view'

const root = rootPerTest()
let print: ReturnType<typeof vi.fn>

type PrintView = ReturnType<typeof usePrintView>
let view: PrintView

/** Renders the hook, handing its latest result to the test after each commit. */
function Probe({
  list,
  onView,
}: {
  list: PrintableList | null
  onView: (view: PrintView) => void
}) {
  const result = usePrintView(list)
  useEffect(() => {
    onView(result)
  })
  return null
}

const render = (list: PrintableList | null) =>
  act(async () => root.render(<Probe list={list} onView={(latest) => (view = latest)} />))
const list = (overrides: Partial<PrintableList> = {}): PrintableList => ({
  nextCursor: null,
  loadingMore: false,
  errorMessage: null,
  loadMore: vi.fn(),
  ...overrides,
})

beforeEach(() => {
  print = vi.fn()
  vi.stubGlobal('print', print)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('usePrintView', () => {
  it('reads every page still to come, then prints once the last is rendered', async () => {
    const loadMore = vi.fn()
    await render(list({ nextCursor: 'page-2', loadMore }))
    await act(() => view.print())
    expect(loadMore).toHaveBeenCalledTimes(1)
    expect(view.preparing).toBe(true)
    await render(list({ nextCursor: 'page-2', loadingMore: true, loadMore }))
    await render(list({ nextCursor: 'page-3', loadMore }))
    expect(loadMore).toHaveBeenCalledTimes(2)
    expect(print).not.toHaveBeenCalled()
    await render(list({ nextCursor: null, loadMore }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(view.preparing).toBe(false)
  })

  it('prints at once what is loaded when offline, or when a page cannot be read', async () => {
    const loadMore = vi.fn()
    await render(list({ nextCursor: 'page-2', errorMessage: 'Keine Verbindung', loadMore }))
    await act(() => view.print())
    expect(print).toHaveBeenCalledTimes(1)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await render(list({ nextCursor: 'page-2', loadMore }))
    await act(() => view.print())
    expect(print).toHaveBeenCalledTimes(2)
    expect(loadMore).not.toHaveBeenCalled()
  })

  it('prints a calendar view, which reads no pages, at once', async () => {
    await render(null)
    await act(() => view.print())
    expect(print).toHaveBeenCalledTimes(1)
  })
})
