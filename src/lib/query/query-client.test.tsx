import { QueryObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http/http-error'
import { createQueryClient } from './query-client'
import { queryTestRoot } from './testing/query-test-root'
import { useRead, type Read } from './use-read'

const refused = (status: number) =>
  new HttpError({ code: 'ERR_BAD_REQUEST', message: `status ${status}`, status })
const serverFailed = () =>
  new HttpError({ code: 'ERR_BAD_RESPONSE', message: 'status 503', status: 503 })
const noAnswer = () => new HttpError({ code: 'ERR_NETWORK', message: 'Network Error' })

/** How many times a read failing with `error` is sent before its failure stands. */
async function attemptsFor(error: HttpError): Promise<number> {
  const read = vi.fn(() => Promise.reject(error))
  // No waiting between tries in a test; which failures are tried again is the app's rule.
  await createQueryClient()
    .fetchQuery({ queryKey: ['read'], queryFn: read, retryDelay: 0 })
    .catch(() => undefined)
  return read.mock.calls.length
}

describe('retry rules', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('never tries a refusal (4xx) again', async () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(await attemptsFor(refused(status))).toBe(1)
    }
  })

  it('tries a failing server or a lost answer twice more', async () => {
    expect(await attemptsFor(serverFailed())).toBe(3)
    expect(await attemptsFor(noAnswer())).toBe(3)
  })

  it('does not try again on a device that knows it is offline, nor after a cancel', async () => {
    expect(await attemptsFor(new HttpError({ code: 'ERR_CANCELED', message: 'canceled' }))).toBe(1)
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    expect(await attemptsFor(noAnswer())).toBe(1)
  })

  it('does not try again on errors that are not the server’s', async () => {
    expect(await attemptsFor(new TypeError('x is undefined') as unknown as HttpError)).toBe(1)
  })
})

/** A read the test answers by hand, recording the signal each call was given. */
function manualRead<T>() {
  const calls: {
    signal: AbortSignal
    resolve: (value: T) => void
    reject: (e: unknown) => void
  }[] = []
  const read = ({ signal }: { signal: AbortSignal }) =>
    new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }))
  return { read, calls }
}

let test: ReturnType<typeof queryTestRoot>
beforeEach(() => {
  test = queryTestRoot()
})
afterEach(() => test.unmount())

function Reader({
  read,
  onLoad,
}: {
  read: (context: { signal: AbortSignal }) => Promise<string>
  onLoad: (load: Read<string>, retry: () => void) => void
}) {
  const { load, retry } = useRead(
    { queryKey: ['greeting'], queryFn: read, retryDelay: 0 },
    'Nicht geladen.',
  )
  onLoad(load, retry)
  return null
}

describe('useRead', () => {
  it('sends one request for readers of the same thing at the same time', async () => {
    const { read, calls } = manualRead<string>()
    const loads: Read<string>[] = []
    await test.render(
      <>
        <Reader read={read} onLoad={(load) => loads.push(load)} />
        <Reader read={read} onLoad={(load) => loads.push(load)} />
      </>,
    )
    await test.act(() => calls[0]?.resolve('Hallo'))
    await test.until(() =>
      expect(loads.slice(-2)).toEqual([
        { status: 'ready', data: 'Hallo' },
        { status: 'ready', data: 'Hallo' },
      ]),
    )
    expect(calls).toHaveLength(1)
  })

  it('cancels the request when its reader leaves', async () => {
    const { read, calls } = manualRead<string>()
    await test.render(<Reader read={read} onLoad={() => undefined} />)
    await test.until(() => expect(calls[0]?.signal.aborted).toBe(false))
    await test.render(null)
    expect(calls[0]?.signal.aborted).toBe(true)
  })

  it('shows a refusal at once in German, and loading again while it tries again', async () => {
    const { read, calls } = manualRead<string>()
    let last: { load: Read<string>; retry: () => void } | undefined
    await test.render(<Reader read={read} onLoad={(load, retry) => (last = { load, retry })} />)
    await test.act(() => calls[0]?.reject(refused(404)))
    await test.until(() =>
      expect(last?.load).toEqual({
        status: 'error',
        message: 'Der Eintrag wurde nicht gefunden.',
        notFound: true,
      }),
    )
    expect(calls).toHaveLength(1)
    await test.act(() => last?.retry())
    await test.until(() => expect(last?.load).toEqual({ status: 'loading' }))
    await test.act(() => calls[1]?.resolve('Hallo'))
    await test.until(() => expect(last?.load).toEqual({ status: 'ready', data: 'Hallo' }))
  })
})

describe('the connection coming back', () => {
  afterEach(() => onlineManager.setOnline(true))

  // Issue 36: with networkMode 'always' the library does not read again on reconnect by default,
  // and a feed that failed offline kept its error once the network was back.
  it('sends a read that failed offline again', async () => {
    const client = createQueryClient()
    client.mount()
    const read = vi.fn(() => Promise.reject(noAnswer()))
    const observer = new QueryObserver(client, { queryKey: ['feed'], queryFn: read, retry: false })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'))
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2))
    stop()
    client.unmount()
  })
})
