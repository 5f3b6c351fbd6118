// GET /eventreports/api/v1/news/{newsItemId}: one news item reported on an event.
import { useEffect, useReducer, useState } from 'react'
import type { NewsItem } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'

export function getNewsItem(newsItemId: string, signal?: AbortSignal) {
  return httpClient.get<NewsItem>(`eventreports/news/${encodeURIComponent(newsItemId)}`, { signal })
}

type NewsItemLoad =
  { status: 'loading' } | { status: 'ready'; item: NewsItem } | { status: 'error'; message: string }

export function useNewsItem(newsItemId: string) {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0)
  const key = `${newsItemId}#${attempt}`
  const [answer, setAnswer] = useState<{ key: string; load: NewsItemLoad } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const settle = (load: NewsItemLoad) => setAnswer({ key: `${newsItemId}#${attempt}`, load })
    getNewsItem(newsItemId, controller.signal).then(
      (item) => settle({ status: 'ready', item }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const message =
          error instanceof HttpError
            ? error.userMessage
            : 'Die Meldung konnte nicht geladen werden.'
        settle({ status: 'error', message })
      },
    )
    return () => controller.abort()
  }, [newsItemId, attempt])
  const load: NewsItemLoad = answer?.key === key ? answer.load : { status: 'loading' }
  return { load, retry }
}
