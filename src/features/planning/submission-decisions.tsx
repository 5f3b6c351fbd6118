// The desk's decision on a submission: annehmen (after a warning when the agenda may hold it
// already), ablehnen with a reason, dublette of an entry; a 409 says it changed meanwhile and
// offers „Neu laden“. A decided submission shows its outcome and a link to its event.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { Decision, QueueSubmission } from '@domain/planning-api'
import { isOpenSubmissionState, type Duplicate } from '@domain/submissions-api'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { HttpError } from '@/lib/http/http-error'
import { failureMessage } from '@/lib/query/use-read'
import { afterDeskWrite, decideSubmission, submissionQuery } from './api/planning-requests'
import { DuplicateDialog, RejectDialog } from './decision-dialogs'
import { DuplicateWarning, possibleDuplicates } from './duplicate-warning'
import { STATE_LABELS } from './planning-labels'

const CONFLICT_MESSAGE =
  'Die Einreichung wurde inzwischen von jemand anderem geändert. Bitte laden Sie sie neu und entscheiden Sie dann.'

type OpenDialog = 'reject' | 'duplicate' | null
/** A decision without the version, which the page adds: one of the union's members each. */
type Choice = Decision extends infer Each
  ? Each extends Decision
    ? Omit<Each, 'version'>
    : never
  : never

export function SubmissionDecisions({ submission }: { submission: QueueSubmission }) {
  const client = useQueryClient()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The German sentence of a 409 (changed meanwhile, or decided by someone else). */
  const [conflict, setConflict] = useState<string | null>(null)
  /** What an acceptance may duplicate in the agenda, until the planner goes ahead. */
  const [warning, setWarning] = useState<Duplicate[] | null>(null)

  const decide = async (decision: Choice) => {
    setBusy(true)
    setError(null)
    setConflict(null)
    setWarning(null)
    try {
      const next = await decideSubmission(submission.id, {
        ...decision,
        version: submission.version,
      } as Decision)
      client.setQueryData(submissionQuery(submission.id).queryKey, next)
      setDialog(null)
      await afterDeskWrite(client)
    } catch (cause) {
      const duplicates = possibleDuplicates(cause)
      if (duplicates) setWarning(duplicates)
      else if (cause instanceof HttpError && cause.status === 409) {
        setConflict(failureMessage(cause, CONFLICT_MESSAGE))
        setDialog(null)
      } else {
        console.error('Entscheidung fehlgeschlagen', cause)
        setError(failureMessage(cause, 'Die Entscheidung konnte nicht gespeichert werden.'))
      }
    } finally {
      setBusy(false)
    }
  }
  const reload = async () => {
    setConflict(null)
    await client.invalidateQueries({ queryKey: submissionQuery(submission.id).queryKey })
  }

  return (
    <section className="planning-section" aria-labelledby="planning-decision">
      <h2 id="planning-decision">Entscheidung</h2>
      <div aria-live="polite">
        {conflict && (
          <div className="planning-error planning-conflict" role="alert">
            <p>{conflict}</p>
            <Button variant="secondary" onClick={() => void reload()}>
              Neu laden
            </Button>
          </div>
        )}
        {error && dialog === null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {isOpenSubmissionState(submission.state) ? (
        <div className="planning-buttons planning-actions">
          <Button disabled={busy} onClick={() => void decide({ decision: 'annehmen' })}>
            <Icon name="check" /> Annehmen
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('reject')}>
            Ablehnen …
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('duplicate')}>
            Dublette von …
          </Button>
        </div>
      ) : (
        <p>
          Entschieden: <strong>{STATE_LABELS[submission.state]}</strong>
          {submission.rejectionReason && <> – {submission.rejectionReason}</>}
          {submission.eventId && (
            <>
              {' '}
              <Link to={`/events/standard/detail/${submission.eventId}`}>Zum Termin</Link>
            </>
          )}
        </p>
      )}
      {warning && (
        <DuplicateWarning
          duplicates={warning}
          proceedLabel="Trotzdem annehmen"
          busy={busy}
          onProceed={() => void decide({ decision: 'annehmen', allowDuplicate: true })}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          busy={busy}
          error={error}
          onDecide={(decision) => void decide(decision)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'duplicate' && (
        <DuplicateDialog
          duplicates={submission.duplicates}
          busy={busy}
          error={error}
          onDecide={(decision) => void decide(decision)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}
