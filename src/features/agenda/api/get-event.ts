// GET /events/api/v1/events/{eventID}: the full event for the detail panel.
import { useEffect, useReducer, useState } from 'react'
import type { AgendaEventDetail } from '@domain/events-api'
import { httpClient } from '@/lib/http/http-client'
import { HttpError } from '@/lib/http/http-error'

export function getEvent(eventId: string, signal?: AbortSignal) {
  return httpClient.get<AgendaEventDetail>(`events/events/${encodeURIComponent(eventId)}`, {
    signal,
  })
}

type EventLoad =
  | { status: 'loading' }
  | { status: 'ready'; event: AgendaEventDetail }
  | { status: 'error'; message: string; notFound: boolean }

export function useAgendaEvent(eventId: string) {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0)
  const key = `${eventId}#${attempt}`
  // Each answer is stored with the request it answers, so a stale one is never shown.
  const [answer, setAnswer] = useState<{ key: string; load: EventLoad } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const settle = (load: EventLoad) => setAnswer({ key: `${eventId}#${attempt}`, load })
    getEvent(eventId, controller.signal).then(
      (event) => settle({ status: 'ready', event }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const http = error instanceof HttpError ? error : null
        settle({
          status: 'error',
          message: http?.userMessage ?? 'Der Termin konnte nicht geladen werden.',
          notFound: http?.status === 404,
        })
      },
    )
    return () => controller.abort()
  }, [eventId, attempt])
  const load: EventLoad = answer?.key === key ? answer.load : { status: 'loading' }
  return { load, retry }
}
