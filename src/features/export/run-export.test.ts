import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http/http-error'
import { messageBarAtom } from '@/stores/message-bar'
import { runExport } from './run-export'
import { EXPORT_NEEDS_CONNECTION } from './export-messages'

let store: ReturnType<typeof createStore>
let clicked: { href: string; download: string }[]

beforeEach(() => {
  store = createStore()
  clicked = []
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: vi.fn() }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const job = (read: () => Promise<Blob>) => ({ what: 'Das PDF', fileName: 'agenda.pdf', read })

describe('runExport', () => {
  it('says offline at once that it needs a connection, and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const read = vi.fn(() => Promise.resolve(new Blob(['%PDF'])))
    expect(await runExport(job(read), store)).toBe(false)
    expect(read).not.toHaveBeenCalled()
    expect(store.get(messageBarAtom)).toMatchObject({
      type: 'error',
      text: EXPORT_NEEDS_CONNECTION,
    })
  })

  it('says the file is being made, then hands it to the download under its name', async () => {
    let answer: (file: Blob) => void = () => {}
    const running = runExport(
      job(() => new Promise((resolve) => (answer = resolve))),
      store,
    )
    expect(store.get(messageBarAtom)?.text).toBe('Das PDF wird erstellt …')
    answer(new Blob(['%PDF']))
    expect(await running).toBe(true)
    expect(clicked).toEqual([{ href: 'blob:file', download: 'agenda.pdf' }])
    expect(store.get(messageBarAtom)).toMatchObject({
      type: 'success',
      text: 'Das PDF wurde heruntergeladen.',
    })
  })

  it("shows the server's reason when the file cannot be made", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal = new HttpError({
      code: 'ERR_BAD_REQUEST',
      message: 'Request failed with status code 400',
      status: 400,
      apiError: { code: 'too_many_entries', message: 'Das PDF fasst höchstens 5.000 Einträge.' },
    })
    expect(
      await runExport(
        job(() => Promise.reject(refusal)),
        store,
      ),
    ).toBe(false)
    expect(clicked).toEqual([])
    expect(store.get(messageBarAtom)).toMatchObject({
      type: 'error',
      text: 'Das PDF konnte nicht erstellt werden: Das PDF fasst höchstens 5.000 Einträge.',
    })
  })
})
