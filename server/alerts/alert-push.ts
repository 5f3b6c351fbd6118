// The push channel of alerts (docs/architecture.md "Alerts and jobs", "Web push"): the notice a
// phone shows for a search's new entries, and its job. The delivery job writes the notice into a
// push job in the same transaction that marks the deliveries, so an alert is pushed by one job
// only; devices a push service could not reach now are retried alone, with back-off.
import { formatDateTime } from '../../domain/berlin-time'
import { plural } from '../../domain/plural'
import type { Database } from '../db/database'
import { backOffSeconds, enqueueJob, type EnqueueOptions } from '../jobs/job-queue'
import { changeLabel, type AlertMailEntry } from './alert-mail'
import { RetryablePushError, type PushPayload, type PushSender } from './push/push-sender'

export const SEND_PUSH_JOB = 'alerts.push'
/** Tries of one push to devices that could not be reached, the first included. */
const PUSH_TRIES = 6

export function alertPush(
  savedSearchId: string,
  searchName: string,
  entries: AlertMailEntry[],
): PushPayload {
  const [first] = entries
  if (!first) throw new Error('alertPush needs an entry')
  const more = entries.length - 1
  return {
    title: `${plural(entries.length, { one: '# Eintrag', other: '# Einträge' })} zu „${searchName}“`,
    body:
      `${formatDateTime(first.startsAt)} · ${first.title} (${changeLabel(first.change)})` +
      (more ? ` und ${plural(more, { one: '# weiterer', other: '# weitere' })}` : ''),
    url: `/app/events/standard/detail/${encodeURIComponent(first.eventId)}`,
    // A newer alert of the search replaces the older one on the device and in the push service.
    tag: `alert-${savedSearchId}`,
  }
}

interface PushJobPayload {
  userId: string
  message: PushPayload
  /** Only these devices (a retry); all of the user's when left out. */
  endpoints?: string[]
  tries?: number
}

/** The push job of one alert notice, for enqueueJobs with the deliveries it marks. */
export const alertPushJob = (payload: PushJobPayload): EnqueueOptions => ({
  payload: { ...payload },
})

/** Sends one alert push; unreachable devices get a job of their own, later. */
export async function sendAlertPush(
  db: Database,
  push: PushSender,
  jobPayload: Record<string, unknown>,
) {
  // Written by alertPushJob or by the retry below, nothing else.
  const payload = jobPayload as unknown as PushJobPayload
  try {
    await push.sendToUser(payload.userId, payload.message, {
      ...(payload.endpoints ? { endpoints: payload.endpoints } : {}),
    })
  } catch (error) {
    const tries = (payload.tries ?? 1) + 1
    if (!(error instanceof RetryablePushError) || tries > PUSH_TRIES) throw error
    await enqueueJob(db, SEND_PUSH_JOB, {
      payload: { ...payload, endpoints: error.endpoints, tries },
      runAt: new Date(Date.now() + backOffSeconds(tries) * 1000),
    })
  }
}
