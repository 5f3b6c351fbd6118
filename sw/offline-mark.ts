// Workbox plugins shared by the agenda routes: keep only good JSON answers, and tell the page
// whether an answer came from the network or the cache, so it can say it shows offline data.
import type { WorkboxPlugin } from 'workbox-core'
import { OFFLINE_RESPONSE_HEADER, type AnswerSourceMessage } from '@domain/offline-contract'

declare const self: ServiceWorkerGlobalScope

function withOfflineMark(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set(OFFLINE_RESPONSE_HEADER, '1')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

async function tellPage(event: ExtendableEvent | undefined, fromCache: boolean): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId
  if (!clientId) return
  const message: AnswerSourceMessage = { type: 'AGENDA_ANSWER_SOURCE', fromCache }
  ;(await self.clients.get(clientId))?.postMessage(message)
}

export const markAnswerSource: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) await tellPage(event, false)
    return response
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return null
    await tellPage(event, true)
    return withOfflineMark(cachedResponse)
  },
}

// Exports (ICS, PDF) and errors share the URL space of the API but are never replayed offline.
export const onlyJsonAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get('content-type')?.includes('application/json')
      ? response
      : null,
}
