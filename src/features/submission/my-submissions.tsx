// „Meine Einreichungen“ (issue 17): the signed-in account's submissions, newest first, each with
// its reference and where the planning desk is with it.
import { useEffect, useState } from 'react'
import { formatLongDate } from '@domain/berlin-time'
import type { SubmissionState } from '@domain/submissions-api'
import { Spinner } from '@/components/ui/spinner'
import { httpClient } from '@/lib/http/http-client'

interface MySubmission {
  id: string
  reference: string
  state: SubmissionState
  title: string
  startTime: string
  createdAt: string
}

const STATE_WORDS: Record<SubmissionState, string> = {
  neu: 'Eingegangen',
  in_pruefung: 'In Prüfung',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
  dublette: 'Schon in der Agenda',
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: MySubmission[] }

/** Reloads whenever `version` changes (after a submission was sent). */
export function MySubmissions({ version }: { version: number }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  useEffect(() => {
    let current = true
    httpClient
      .get<{ submissions: MySubmission[] }>('events/submissions/mine', { timeout: 10_000 })
      .then((answer) => current && setLoad({ status: 'ready', list: answer.submissions }))
      .catch(() => current && setLoad({ status: 'error' }))
    return () => {
      current = false
    }
  }, [version])
  return (
    <section aria-labelledby="my-submissions" className="my-submissions">
      <h2 id="my-submissions">Meine Einreichungen</h2>
      {load.status === 'loading' ? (
        <Spinner label="Einreichungen werden geladen …" />
      ) : load.status === 'error' ? (
        <p>Ihre Einreichungen können gerade nicht geladen werden.</p>
      ) : load.list.length === 0 ? (
        <p>Sie haben noch keinen Termin eingereicht.</p>
      ) : (
        <ul>
          {load.list.map((submission) => (
            <li key={submission.id}>
              <strong>{submission.title}</strong> · {formatLongDate(submission.startTime)}
              <br />
              <span className="submission-field__hint">
                {submission.reference} · eingereicht am {formatLongDate(submission.createdAt)} ·{' '}
                <span className={`submission-state submission-state--${submission.state}`}>
                  {STATE_WORDS[submission.state]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
