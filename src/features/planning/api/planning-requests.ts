// The planning desk's reads and writes (domain/planning-api.ts, docs/product.md#planning-desk):
// the queue, one submission, the decisions and edits, and the status of an event. Only planners
// get answers; the server checks the role on every call.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Static } from '@sinclair/typebox'
import type {
  Decision,
  DeskEventResponse,
  EventStatusChangeSchema,
  QueueRequest,
  QueueResponse,
  QueueSubmission,
} from '@domain/planning-api'
import { httpClient } from '@/lib/http/http-client'

// domain/planning-api.ts's PLANNING_PATH as the app writes it (api-url.ts adds /api/v1/): a value
// imported from that module would bring TypeBox's interop into a shared runtime chunk the first
// screen then loads too (+0.4 KB gzipped).
const PLANNING_PATH = 'events/planning'

export const queueQuery = (request: QueueRequest) =>
  queryOptions({
    queryKey: ['planning', 'queue', request],
    queryFn: ({ signal }) =>
      httpClient.get<QueueResponse>(`${PLANNING_PATH}/submissions`, {
        signal,
        params: { ...request },
      }),
    // The queue fills while the desk works: a planner coming back to the tab sees it as it is.
    refetchOnWindowFocus: true,
  })

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: ['planning', 'submission', id],
    queryFn: ({ signal }) =>
      httpClient.get<QueueSubmission>(`${PLANNING_PATH}/submissions/${encodeURIComponent(id)}`, {
        signal,
      }),
  })

export const decideSubmission = (id: string, decision: Decision) =>
  httpClient.post<QueueSubmission>(
    `${PLANNING_PATH}/submissions/${encodeURIComponent(id)}/decision`,
    decision,
  )

export const changeEventStatus = (id: string, body: Static<typeof EventStatusChangeSchema>) =>
  httpClient.post<DeskEventResponse>(
    `${PLANNING_PATH}/events/${encodeURIComponent(id)}/status`,
    body,
  )

/** After a write of the desk: the queue, the submission and every agenda read are out of date. */
export function afterDeskWrite(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['planning'] }),
    client.invalidateQueries({ queryKey: ['event-search'] }),
    client.invalidateQueries({ queryKey: ['day-summary'] }),
    client.invalidateQueries({ queryKey: ['event'] }),
  ])
}

/** The planner's edit of a submission's fields, on the version it was loaded with (409 else). */
export const editSubmission = (id: string, edit: { version: number; fields: unknown }) =>
  httpClient.put<QueueSubmission>(`${PLANNING_PATH}/submissions/${encodeURIComponent(id)}`, edit)

export const deskEventQuery = (id: string) =>
  queryOptions({
    queryKey: ['planning', 'event', id],
    queryFn: ({ signal }) =>
      httpClient.get<DeskEventResponse>(`${PLANNING_PATH}/events/${encodeURIComponent(id)}`, {
        signal,
      }),
  })

/**
 * A new event of the desk; the key makes a repeated click or retry create it once. A possible
 * duplicate is refused (409 POSSIBLE_DUPLICATE) unless `allowDuplicate` says the planner saw it.
 */
export const createDeskEvent = (
  event: { fields: unknown; isTop: boolean; allowDuplicate?: boolean },
  idempotencyKey: string,
) => httpClient.post<DeskEventResponse>(`${PLANNING_PATH}/events`, event, { idempotencyKey })

export const updateDeskEvent = (id: string, event: { fields: unknown; isTop: boolean }) =>
  httpClient.put<DeskEventResponse>(`${PLANNING_PATH}/events/${encodeURIComponent(id)}`, event)
