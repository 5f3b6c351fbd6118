import { beforeEach, describe, expect, it, vi } from 'vitest'

let sources: typeof import('./bulk-action-sources')
beforeEach(async () => {
  vi.resetModules()
  sources = await import('./bulk-action-sources')
})

describe('the bulk actions offered by the features', () => {
  it('load only when the bar is wanted, each once', async () => {
    const load = vi.fn(async () => undefined)
    sources.offerBulkActions(load)
    expect(load).not.toHaveBeenCalled()
    await sources.loadBulkActions()
    await sources.loadBulkActions()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('load at once when offered after the bar was wanted', async () => {
    await sources.loadBulkActions()
    const late = vi.fn(async () => undefined)
    sources.offerBulkActions(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('leave the bar the other actions when one fails, and try it again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const working = vi.fn(async () => undefined)
    sources.offerBulkActions(failing)
    sources.offerBulkActions(working)
    await sources.loadBulkActions()
    expect(working).toHaveBeenCalledTimes(1)
    await sources.loadBulkActions()
    expect(failing).toHaveBeenCalledTimes(2)
    expect(working).toHaveBeenCalledTimes(1)
  })
})
