import { describe, expect, it, vi } from 'vitest'
import {
  configureHttpClient,
  createHttpClient,
  httpClient,
  randomTransactionId,
} from './http-client'
import { HttpError } from './http-error'

type FetchCall = { url: string; init: RequestInit }

/** A fetch that records its calls and answers with `answer`, honouring abort like the real one. */
function fakeFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init }
    calls.push(call)
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (init.signal?.aborted) return abort()
      init.signal?.addEventListener('abort', abort)
      Promise.resolve(answer(call)).then(resolve, reject)
    })
  })
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const never = () => new Promise<Response>(() => undefined)

function clientWith(answer: Parameters<typeof fakeFetch>[0], ticket: string | null = 'T1') {
  const { fetch, calls } = fakeFetch(answer)
  const client = createHttpClient({ getTicket: () => Promise.resolve(ticket), fetch })
  return { client, calls }
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (caught: unknown) => caught,
  )
  if (!(error instanceof HttpError)) throw error
  return error
}

describe('createHttpClient', () => {
  it('sends the ticket, a fresh transaction id and JSON to the prefixed URL', async () => {
    const { client, calls } = clientWith(() => json({ id: '7' }, 201))
    const created = await client.post<{ id: string }>('filters/filters', { name: 'Wahl' })
    await client.get('filters/filters', { params: { sort: 'order', size: 1000, skip: undefined } })

    expect(created).toEqual({ id: '7' })
    const [post, get] = calls.map(({ url, init }) => ({
      url,
      init,
      headers: new Headers(init.headers),
    }))
    expect(post?.url).toBe('/filters/api/v1/filters')
    expect(post?.init.method).toBe('POST')
    expect(post?.init.body).toBe('{"name":"Wahl"}')
    expect(post?.headers.get('Authorization')).toBe('Bearer T1')
    expect(post?.headers.get('Content-Type')).toBe('application/json')
    expect(post?.headers.get('X-Transaction-Id')).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-/)
    expect(get?.url).toBe('/filters/api/v1/filters?sort=order&size=1000')
    expect(get?.headers.get('X-Transaction-Id')).not.toBe(post?.headers.get('X-Transaction-Id'))
  })

  it('sends an idempotency key when given and no Authorization without a ticket', async () => {
    const { client, calls } = clientWith(() => new Response(null, { status: 204 }), null)
    const answer = await client.patch('filters/filters/3', { order: 2 }, { idempotencyKey: 'k-1' })
    await client.delete('filters/filters/3')

    expect(answer).toBeUndefined()
    const headers = new Headers(calls[0]?.init.headers)
    expect(headers.get('Idempotency-Key')).toBe('k-1')
    expect(headers.has('Authorization')).toBe(false)
    expect(calls[1]?.init.method).toBe('DELETE')
  })

  it('turns a 4xx into ERR_BAD_REQUEST carrying the server code and German message', async () => {
    const body = { code: 'INVALID_DATE', message: 'Das Datum ist ungültig.' }
    const { client } = clientWith(() => json(body, 400))
    const error = await failure(client.post('events/events/search', {}))

    expect(error).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 400, apiError: body })
    expect(error.userMessage).toBe('Das Datum ist ungültig.')
  })

  it("keeps a form's refusals by field path", async () => {
    const body = {
      code: 'INVALID_SUBMISSION',
      message: 'Bitte prüfen Sie Ihre Angaben.',
      fields: { 'fields/title': 'Bitte einen Titel angeben.' },
    }
    const { client } = clientWith(() => json(body, 400))
    const error = await failure(client.put('events/planning/submissions/s1', {}))

    expect(error.apiError).toEqual(body)
  })

  it('explains a 404 without a body and a 5xx in German', async () => {
    const notFound = await failure(
      clientWith(() => new Response('', { status: 404 })).client.get('events/events/x'),
    )
    expect(notFound).toMatchObject({ code: 'ERR_BAD_REQUEST', apiError: null })
    expect(notFound.userMessage).toBe('Der Eintrag wurde nicht gefunden.')

    const broken = await failure(
      clientWith(() => new Response('<html>', { status: 502 })).client.get('events/events/x'),
    )
    expect(broken).toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      status: 502,
      message: 'Request failed with status code 502',
    })
    expect(broken.userMessage).toMatch(/^Beim Server ist ein Fehler aufgetreten/)
  })

  it('reports a failed connection as ERR_NETWORK', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failure(client.get('events/events/1'))
    expect(error).toMatchObject({ code: 'ERR_NETWORK', status: null })
    expect(error.userMessage).toBe(
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
    )
  })

  it('gives up after the timeout with ETIMEDOUT', async () => {
    const { client } = clientWith(never)
    const error = await failure(client.get('events/events/1', { timeout: 20 }))
    expect(error).toMatchObject({ code: 'ETIMEDOUT', message: 'timeout of 20ms exceeded' })
  })

  it('reports cancelling by the caller as ERR_CANCELED', async () => {
    const { client } = clientWith(never)
    const controller = new AbortController()
    const pending = failure(client.get('events/events/1', { signal: controller.signal }))
    controller.abort()
    expect(await pending).toMatchObject({ code: 'ERR_CANCELED' })
  })

  it('reports a line dropped while reading the answer as ECONNABORTED', async () => {
    const dropping = new ReadableStream({
      start: (controller) => controller.error(new TypeError('terminated')),
    })
    const { client } = clientWith(() => new Response(dropping, { status: 200 }))
    expect(await failure(client.get('events/events/1'))).toMatchObject({ code: 'ECONNABORTED' })
  })

  it('reports an unreadable success answer as ERR_BAD_RESPONSE', async () => {
    const { client } = clientWith(() => new Response('{"items": [', { status: 200 }))
    expect(await failure(client.get('events/events/1'))).toMatchObject({ code: 'ERR_BAD_RESPONSE' })
  })
})

describe('a refusal of the account itself', () => {
  it.each([
    ['ACCESS_INACTIVE', 1],
    ['AGENDA_PLUS_REQUIRED', 1],
    ['TERMS_NOT_ACCEPTED', 1],
    ['FORBIDDEN', 0],
  ])('reports a 403 %s to the auth module %i time(s)', async (code, times) => {
    const onAccessRefused = vi.fn()
    const { fetch } = fakeFetch(() => json({ code, message: 'Nein.' }, 403))
    const client = createHttpClient({ getTicket: async () => 'T1', onAccessRefused, fetch })
    expect(await failure(client.get('filters/filters'))).toMatchObject({ status: 403 })
    expect(onAccessRefused).toHaveBeenCalledTimes(times)
  })
})

describe('httpClient', () => {
  it('asks the ticket source configured by the auth module on every call', async () => {
    const { fetch, calls } = fakeFetch(() => json([]))
    vi.stubGlobal('fetch', fetch)
    let ticket = 'first'
    configureHttpClient({ getTicket: () => Promise.resolve(ticket) })
    await httpClient.get('filters/filters')
    ticket = 'renewed'
    await httpClient.get('filters/filters')
    vi.unstubAllGlobals()

    const sent = calls.map((call) => new Headers(call.init.headers).get('Authorization'))
    expect(sent).toEqual(['Bearer first', 'Bearer renewed'])
  })
})

describe('randomTransactionId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, randomTransactionId))
    expect(ids.size).toBe(100)
    for (const id of ids)
      expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/)
  })
})
