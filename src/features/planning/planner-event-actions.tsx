// The desk's actions on an event's detail, for planners only (docs/product.md#planning-desk):
// bearbeiten (the desk's form), absagen, verschieben, wieder geplant. The change shows in every view at once (status badge).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { EventStatus } from '@domain/filter-rules'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { failureMessage } from '@/lib/query/use-read'
import { afterDeskWrite, changeEventStatus } from './api/planning-requests'
import './planning.css'

const ACTIONS: { status: EventStatus; label: string }[] = [
  { status: 'cancelled', label: 'Absagen' },
  { status: 'postponed', label: 'Verschieben' },
  { status: 'planned', label: 'Wieder geplant' },
]

export default function PlannerEventActions({
  event,
}: {
  event: { id: string; status: EventStatus }
}) {
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const setStatus = async (status: EventStatus) => {
    setBusy(true)
    setError(null)
    try {
      await changeEventStatus(event.id, { status })
      await afterDeskWrite(client)
    } catch (cause) {
      console.error('Status nicht geändert', cause)
      setError(failureMessage(cause, 'Der Status des Termins konnte nicht geändert werden.'))
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
      {ACTIONS.filter((action) => action.status !== event.status).map((action) => (
        <Button
          key={action.status}
          variant="secondary"
          disabled={busy}
          onClick={() => void setStatus(action.status)}
        >
          {action.label}
        </Button>
      ))}
      <p aria-live="polite" className="form-error">
        {error}
      </p>
    </div>
  )
}
