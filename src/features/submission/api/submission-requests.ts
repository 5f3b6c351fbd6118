// The form's requests: sending a submission (through the outbox, so one made offline waits on the
// device and arrives exactly once) and the duplicate check before the preview.
import type { Duplicate } from '@domain/submissions-api'
import { httpClient } from '@/lib/http/http-client'
import { sendOrQueue } from '@/offline/outbox'
import { toSubmission, type SubmissionDraft } from '../submission-draft'

const SUBMISSIONS_URL = 'events/submissions'

export type Sent = { status: 'sent'; reference: string } | { status: 'queued' }

/** Sends the draft: sent with its reference, or queued offline; null when the server refused it. */
export async function sendSubmission(draft: SubmissionDraft): Promise<Sent | null> {
  const result = await sendOrQueue({
    method: 'POST',
    url: SUBMISSIONS_URL,
    body: toSubmission(draft),
    description: `Termin „${draft.title}“ einreichen`,
  })
  if (result.status === 'dropped') return null
  return result.status === 'sent'
    ? { status: 'sent', reference: (result.body as { reference: string }).reference }
    : { status: 'queued' }
}

/** Possible duplicates of the draft; none when the check is out of reach (offline). */
export async function findDuplicates(draft: SubmissionDraft): Promise<Duplicate[]> {
  try {
    const answer = await httpClient.post<{ duplicates: Duplicate[] }>(
      `${SUBMISSIONS_URL}/duplicates`,
      toSubmission(draft),
      { timeout: 10_000 },
    )
    return answer.duplicates
  } catch {
    return []
  }
}
