// /planning, „Terminplanung“ (docs/product.md#planning-desk): the queue of submissions by state,
// with counts per state, a title search and a ressort filter, all kept in the address.
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import {
  Input,
  Label,
  SearchField,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type Key,
} from 'react-aria-components'
import { formatDateTime } from '@domain/berlin-time'
import { formatEventWhen } from '@domain/event-when'
import { RESSORT_LABELS, RESSORTS, labelRessort } from '@domain/labels/ressorts'
import type { QueueItem, QueueRequest } from '@domain/planning-api'
import { SUBMISSION_STATES, type SubmissionState } from '@domain/submissions-api'
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Spinner } from '@/components/ui/spinner'
import { readOf } from '@/lib/query/use-read'
import '@/components/ui/form-field.css'
import { queueQuery } from './api/planning-requests'
import { PlannerOnly } from './planner-only'
import { formatScore, STATE_LABELS } from './planning-labels'
import './planning.css'

const isState = (value: string | null): value is SubmissionState =>
  (SUBMISSION_STATES as readonly string[]).includes(value ?? '')

function QueueRow({ item }: { item: QueueItem }) {
  return (
    <li className="planning-row">
      <Link className="planning-row__title" to={`/planning/submissions/${item.id}`}>
        {item.title}
      </Link>
      <span className="planning-row__when">{formatEventWhen(item)}</span>
      <span className="planning-row__meta">
        {item.organiser}
        {item.ressort ? ` · ${labelRessort(item.ressort)}` : ''} · {item.reference} · eingereicht{' '}
        {formatDateTime(item.submittedAt)} Uhr
      </span>
      {item.duplicateScore !== null && (
        <span className="planning-badge planning-badge--warning">
          Mögliche Dublette ({formatScore(item.duplicateScore)})
        </span>
      )}
    </li>
  )
}

function QueueList({ request }: { request: QueueRequest }) {
  const load = readOf(
    useQuery(queueQuery(request)),
    'Die Einreichungen konnten nicht geladen werden.',
  )
  if (load.status === 'loading') return <Spinner label="Einreichungen werden geladen …" />
  if (load.status === 'error')
    return (
      <p className="planning-error" role="alert">
        {load.message}
      </p>
    )
  const { submissions } = load.data
  if (submissions.length === 0)
    return (
      <p className="planning-empty" role="status">
        Keine Einreichungen in diesem Zustand.
      </p>
    )
  return (
    <ul className="planning-list" aria-label="Einreichungen">
      {submissions.map((item) => (
        <QueueRow key={item.id} item={item} />
      ))}
    </ul>
  )
}

function PlanningQueue() {
  const [params, setParams] = useSearchParams()
  const stateParam = params.get('state')
  const state: SubmissionState = isState(stateParam) ? stateParam : 'neu'
  const q = params.get('q') ?? ''
  const ressort = params.get('ressort') ?? ''
  const request: QueueRequest = {
    state,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(ressort ? { ressort } : {}),
  }
  const counts = useQuery(queueQuery(request)).data?.counts
  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )

  return (
    <article className="planning-page">
      <header className="planning-header">
        <h1>Terminplanung</h1>
        <Link className={buttonClassName('primary')} to="/planning/events/new">
          <Icon name="calendar-plus" /> Neuer Termin
        </Link>
      </header>
      <div className="planning-filters">
        <SearchField
          className="form-field planning-filters__search"
          value={q}
          onChange={(value) => setParam('q', value)}
        >
          <Label>Titel suchen</Label>
          <Input placeholder="Wort im Titel" />
        </SearchField>
        <div className="form-field">
          <label htmlFor="planning-ressort">Ressort</label>
          <select
            id="planning-ressort"
            className="planning-select"
            value={ressort}
            onChange={(event) => setParam('ressort', event.target.value)}
          >
            <option value="">Alle Ressorts</option>
            {RESSORTS.map((code) => (
              <option key={code} value={code}>
                {RESSORT_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Tabs
        selectedKey={state}
        onSelectionChange={(key: Key) =>
          setParam('state', String(key) === 'neu' ? '' : String(key))
        }
      >
        <TabList className="planning-tabs" aria-label="Zustand der Einreichungen">
          {SUBMISSION_STATES.map((code) => (
            <Tab key={code} id={code} className="planning-tab">
              {STATE_LABELS[code]}{' '}
              <span className="planning-tab__count">{counts?.[code] ?? 0}</span>
            </Tab>
          ))}
        </TabList>
        {SUBMISSION_STATES.map((code) => (
          <TabPanel key={code} id={code} className="planning-panel">
            <QueueList request={request} />
          </TabPanel>
        ))}
      </Tabs>
    </article>
  )
}

export default function PlanningQueuePage() {
  return (
    <PlannerOnly>
      <PlanningQueue />
    </PlannerOnly>
  )
}
