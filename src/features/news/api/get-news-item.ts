// GET /eventreports/api/v1/news/{newsItemId}: one news item reported on an event.
import { queryOptions } from '@tanstack/react-query'
import type { NewsItem } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { useRead } from '@/lib/query/use-read'

function getNewsItem(newsItemId: string, signal?: AbortSignal) {
  return httpClient.get<NewsItem>(`eventreports/news/${encodeURIComponent(newsItemId)}`, { signal })
}

const newsItemQuery = (newsItemId: string) =>
  queryOptions({
    queryKey: ['news-item', newsItemId],
    queryFn: ({ signal }) => getNewsItem(newsItemId, signal),
  })

export function useNewsItem(newsItemId: string) {
  return useRead(newsItemQuery(newsItemId), 'Die Meldung konnte nicht geladen werden.')
}
