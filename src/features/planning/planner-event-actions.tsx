// The desk's actions on an event's detail, for planners only (docs/product.md#planning-desk):
// bearbeiten (the desk's form), absagen, verschieben (a dialog: new date or „noch offen“), wieder
// geplant. The entry stays in every view, marked, and each view shows the change at once.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { EventStatus } from '@domain/filter-rules'
import type { EventStatusChange } from '@domain/planning-api'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { failureMessage } from '@/lib/query/use-read'
import { afterDeskWrite, changeEventStatus } from './api/planning-requests'
import { PostponeDialog, type PostponedEvent } from './postpone-dialog'
import './planning.css'

interface PlannedEvent extends PostponedEvent {
  id: string
  status: EventStatus
}

export default function PlannerEventActions({ event }: { event: PlannedEvent }) {
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [postponing, setPostponing] = useState(false)
  /** True when the change was written; the caller keeps its dialog open otherwise. */
  const change = async (body: EventStatusChange) => {
    setBusy(true)
    setError(null)
    try {
      // One key per click: a retry of this request writes once, a corrected one is new.
      await changeEventStatus(event.id, body, crypto.randomUUID())
      await afterDeskWrite(client)
      return true
    } catch (cause) {
      console.error('Status nicht geändert', cause)
      setError(failureMessage(cause, 'Der Status des Termins konnte nicht geändert werden.'))
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="planner-actions" role="group" aria-label="Terminplanung">
      <Link
        className={buttonClassName('secondary')}
        to={`/planning/events/${encodeURIComponent(event.id)}/edit`}
      >
        Bearbeiten
      </Link>
      {event.status !== 'cancelled' && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ status: 'cancelled' })}
        >
          Absagen
        </Button>
      )}
      {/* Also on a postponed entry: its open date gets one, or it moves again. */}
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => {
          setError(null)
          setPostponing(true)
        }}
      >
        Verschieben
      </Button>
      {event.status !== 'planned' && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ status: 'planned' })}
        >
          Wieder geplant
        </Button>
      )}
      <p aria-live="polite" className="form-error">
        {postponing ? null : error}
      </p>
      {postponing && (
        <PostponeDialog
          event={event}
          busy={busy}
          error={error}
          onClose={() => setPostponing(false)}
          onPostpone={(body) => {
            void change(body).then((written) => {
              if (written) setPostponing(false)
            })
          }}
        />
      )}
    </div>
  )
}
