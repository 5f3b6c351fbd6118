// The planning desk's form pages (docs/product.md#planning-desk): the submission feature's form
// with the planning feature's gate, reads and writes; the app joins the two features here.
//   /planning/submissions/:submissionId/edit  edit a submission (with its version; 409 → reload)
//   /planning/events/new                      create an event of the desk
//   /planning/events/:eventId/edit            edit any event of the agenda
import { useState, type ReactNode } from 'react'
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router-dom'
import type { Duplicate } from '@domain/submissions-api'
import { Icon } from '@/components/ui/icon'
import { Spinner } from '@/components/ui/spinner'
import { readOf } from '@/lib/query/use-read'
import {
  afterDeskWrite,
  createDeskEvent,
  deskEventQuery,
  editSubmission,
  submissionQuery,
  updateDeskEvent,
} from '@/features/planning/api/planning-requests'
import { DuplicateWarning, possibleDuplicates } from '@/features/planning/duplicate-warning'
import { PlannerOnly } from '@/features/planning/planner-only'
import { DeskForm } from '@/features/submission/desk/desk-form'
import './page.css'

type DeskWrite = Parameters<typeof createDeskEvent>[0]

const eventDetail = (id: string) => `/events/standard/detail/${encodeURIComponent(id)}`

function DeskPage({
  title,
  back,
  children,
}: {
  title: string
  back: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <article className="page desk-page">
      <p className="desk-page__back">
        <Link to={back.to}>
          <Icon name="arrow-left" /> {back.label}
        </Link>
      </p>
      <h1>{title}</h1>
      {children}
    </article>
  )
}

/** The loaded thing, or the spinner / the German failure in its place. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  const load = readOf(query, `${what} konnte nicht geladen werden.`)
  if (load.status === 'loading') return <Spinner label={`${what} wird geladen …`} />
  if (load.status === 'error')
    return (
      <p className="page__error" role="alert">
        {load.notFound ? `${what} gibt es nicht.` : load.message}
      </p>
    )
  return children(load.data)
}

function EditSubmission() {
  const { submissionId = '' } = useParams()
  const client = useQueryClient()
  const navigate = useNavigate()
  const back = `/planning/submissions/${encodeURIComponent(submissionId)}`
  const query = useQuery(submissionQuery(submissionId))
  return (
    <DeskPage title="Einreichung bearbeiten" back={{ to: back, label: 'Zur Einreichung' }}>
      <Loaded query={query} what="Die Einreichung">
        {(submission) => (
          <DeskForm
            key={submission.version}
            stored={submission.fields}
            cancelTo={back}
            save={async (fields) => {
              const saved = await editSubmission(submissionId, {
                version: submission.version,
                fields,
              })
              client.setQueryData(submissionQuery(submissionId).queryKey, saved)
              await afterDeskWrite(client)
              void navigate(back)
            }}
            onReload={() => void query.refetch()}
          />
        )}
      </Loaded>
    </DeskPage>
  )
}

function NewEvent() {
  const client = useQueryClient()
  const navigate = useNavigate()
  // One key for this form: a second click or a retry after a lost answer creates the event once.
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  // The agenda may hold it already: the entries to look at, and the form as it was sent.
  const [warning, setWarning] = useState<{ event: DeskWrite; duplicates: Duplicate[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const create = async (event: DeskWrite) => {
    const created = await createDeskEvent(event, idempotencyKey)
    await afterDeskWrite(client)
    void navigate(eventDetail(created.id))
  }
  return (
    <DeskPage title="Neuer Termin" back={{ to: '/planning', label: 'Zur Terminplanung' }}>
      <DeskForm
        isTop={false}
        repeats
        cancelTo="/planning"
        save={async (fields, isTop, series) => {
          setWarning(null)
          const event = { fields, isTop, ...(series ? { series } : {}) }
          try {
            await create(event)
          } catch (cause) {
            const duplicates = possibleDuplicates(cause)
            if (!duplicates) throw cause
            setWarning({ event, duplicates })
          }
        }}
      />
      {warning && (
        <DuplicateWarning
          duplicates={warning.duplicates}
          proceedLabel="Trotzdem anlegen"
          busy={busy}
          onProceed={() => {
            setBusy(true)
            create({ ...warning.event, allowDuplicate: true }).finally(() => setBusy(false))
          }}
        />
      )}
    </DeskPage>
  )
}

function EditEvent() {
  const { eventId = '' } = useParams()
  const client = useQueryClient()
  const navigate = useNavigate()
  const query = useQuery(deskEventQuery(eventId))
  return (
    <DeskPage title="Termin bearbeiten" back={{ to: eventDetail(eventId), label: 'Zum Termin' }}>
      <Loaded query={query} what="Der Termin">
        {(event) => (
          <DeskForm
            stored={event.fields}
            isTop={event.isTop}
            cancelTo={eventDetail(eventId)}
            save={async (fields, isTop) => {
              await updateDeskEvent(eventId, { fields, isTop })
              await afterDeskWrite(client)
              void navigate(eventDetail(eventId))
            }}
          />
        )}
      </Loaded>
    </DeskPage>
  )
}

// The gate first: others see „kein Zugang“ and ask the server nothing.
export const EditSubmissionPage = () => (
  <PlannerOnly>
    <EditSubmission />
  </PlannerOnly>
)
export const NewEventPage = () => (
  <PlannerOnly>
    <NewEvent />
  </PlannerOnly>
)
export const EditEventPage = () => (
  <PlannerOnly>
    <EditEvent />
  </PlannerOnly>
)
