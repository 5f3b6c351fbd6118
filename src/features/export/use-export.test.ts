import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messageBarAtom } from '@/stores/message-bar'
import { EXPORT_NEEDS_CONNECTION } from './export-messages'

// The runner's code cannot be loaded: the device went offline before it was ever fetched.
vi.mock('./run-export', () => {
  throw new Error('Failed to fetch dynamically imported module')
})
const { startExport } = await import('./use-export')

const request = {
  what: 'Das PDF',
  job: () => ({ what: 'Das PDF', fileName: 'agenda.pdf', read: () => Promise.resolve(new Blob()) }),
}

afterEach(() => {
  vi.restoreAllMocks()
  getDefaultStore().set(messageBarAtom, null)
})

describe('startExport', () => {
  it('says offline that the export needs a connection without loading the runner', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await startExport(request)
    expect(getDefaultStore().get(messageBarAtom)).toMatchObject({
      type: 'error',
      text: EXPORT_NEEDS_CONNECTION,
    })
  })

  it('says the file could not be made when the runner cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await startExport(request)
    expect(getDefaultStore().get(messageBarAtom)).toMatchObject({
      type: 'error',
      text: 'Das PDF konnte nicht erstellt werden.',
    })
  })
})
