// POST /filters/api/v1/filters/{id}/share: mails the search's link to colleagues. Sent at once,
// not queued: the user waits for the answer, and the idempotency key keeps a retry from mailing
// anyone twice.
import type { ShareRequest } from '@domain/saved-search-share'
import { httpClient } from '@/lib/http/http-client'
import { savedSearchUrl } from '../saved-search'
import { useSavedSearchWrite } from '../use-saved-search-write'

export async function shareSavedSearch(
  id: string,
  request: ShareRequest,
  idempotencyKey: string,
): Promise<number> {
  const answer = await httpClient.post<{ sent: number }>(`${savedSearchUrl(id)}/share`, request, {
    idempotencyKey,
  })
  return answer.sent
}

export const useShareSavedSearch = () =>
  useSavedSearchWrite(shareSavedSearch, 'Die E-Mail konnte nicht versendet werden.')
