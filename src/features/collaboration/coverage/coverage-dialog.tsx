// „Berichterstattung planen“ and „Berichterstattung ändern“ (docs/product.md#coverage): who covers
// the entry (a colleague of the folder), in which format, how far, and a note. Saving and taking
// off go through the outbox (write-coverage.ts), so the dialog closes at once, also offline.
import { useState, type ReactNode } from 'react'
import type { ApolloClient } from '@apollo/client'
import { useQuery } from '@apollo/client/react'
import { useAtomValue } from 'jotai'
import { Label, TextArea, TextField } from 'react-aria-components'
import {
  COVERAGE_FORMAT_LABELS,
  COVERAGE_FORMATS,
  COVERAGE_LIMITS,
  COVERAGE_STATUS_LABELS,
  COVERAGE_STATUSES,
  type CoverageFormat,
  type CoverageStatus,
} from '@domain/coverage'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { combinedErrorText } from '@/lib/apollo/collaboration-errors'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import { CoverageColleaguesDocument } from '../api/generated/operations'
import { useReadPolicy } from '../api/use-read-policy'
import type { ColleagueView, CoverageView } from '../folder-view'
import { removeCoverage, saveCoverage, type CoverageTarget } from './write-coverage'

export interface CoverageDialogProps {
  client: ApolloClient
  target: CoverageTarget
  eventTitle: string
  /** The coverage to change; absent to plan a new one. */
  coverage?: CoverageView
  /** The folder's members when the caller has them; else they are asked for. */
  colleagues?: readonly ColleagueView[]
  onClose: () => void
}

function ChoiceField<Code extends string>(props: {
  id: string
  label: string
  value: Code
  choices: readonly (readonly [Code, string])[]
  onChange: (value: Code) => void
}) {
  return (
    <div className="form-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Code)}
      >
        {props.choices.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The colleagues to choose from: the caller's, else the folder's members read from the service. */
function useColleagues(client: ApolloClient, folderId: string, given?: readonly ColleagueView[]) {
  const query = useQuery(CoverageColleaguesDocument, {
    client,
    variables: { folderId },
    fetchPolicy: useReadPolicy(),
    skip: given !== undefined,
  })
  return { colleagues: given ?? query.data?.coverageColleagues, query }
}

const labelled = <Code extends string>(codes: readonly Code[], labels: Record<Code, string>) =>
  codes.map((code) => [code, labels[code]] as const)

export function CoverageDialog(props: CoverageDialogProps) {
  const { client, target, coverage, onClose } = props
  const auth = useAtomValue(authStateAtom)
  const myId = auth.status === 'authenticated' ? auth.profile.account_id : ''
  const { colleagues, query } = useColleagues(client, target.folderId, props.colleagues)
  const [assigneeId, setAssigneeId] = useState(coverage?.assignee.id ?? '')
  const [format, setFormat] = useState<CoverageFormat>(coverage?.format ?? 'TEXT')
  const [status, setStatus] = useState<CoverageStatus>(coverage?.status ?? 'PLANNED')
  const [note, setNote] = useState(coverage?.note ?? '')
  const [id] = useState(() => coverage?.id ?? crypto.randomUUID())

  // Me when I am one of them, else the first; a former account stays chosen until changed.
  const chosen =
    assigneeId ||
    (colleagues?.some((colleague) => colleague.id === myId) ? myId : colleagues?.[0]?.id) ||
    ''
  const assignee =
    colleagues?.find((colleague) => colleague.id === chosen) ??
    (coverage?.assignee.id === chosen ? coverage.assignee : undefined)
  const tooLong = note.trim().length > COVERAGE_LIMITS.note

  const submit = () => {
    if (!assignee || tooLong) return
    onClose()
    const planned = { id, assignee, format, status, note: note.trim() || null }
    void saveCoverage(client, target, planned)
  }
  const remove = () => {
    onClose()
    if (coverage) void removeCoverage(client, target, coverage.id)
  }

  let people: ReactNode
  if (colleagues) {
    const choices = colleagues.map((colleague) => [colleague.id, colleague.name] as const)
    if (coverage && !colleagues.some((colleague) => colleague.id === coverage.assignee.id)) {
      choices.push([coverage.assignee.id, coverage.assignee.name])
    }
    people = (
      <ChoiceField
        id="coverage-assignee"
        label="Wer berichtet"
        value={chosen}
        choices={choices}
        onChange={setAssigneeId}
      />
    )
  } else if (query.loading) {
    people = <Spinner label="Die Mitglieder des Ordners werden geladen" />
  } else {
    people = (
      <p className="form-error" role="alert">
        {query.error
          ? `Die Mitglieder des Ordners konnten nicht geladen werden: ${combinedErrorText(query.error)}`
          : 'Ohne Verbindung sind die Mitglieder dieses Ordners nicht bekannt. Bitte öffnen Sie den Ordner, sobald wieder eine Verbindung besteht.'}
      </p>
    )
  }

  return (
    <FormDialog
      title={coverage ? 'Berichterstattung ändern' : 'Berichterstattung planen'}
      description={<p className="coverage-dialog__entry">„{props.eventTitle}“</p>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Speichern"
      canSubmit={assignee !== undefined && !tooLong}
      error={tooLong ? `Die Notiz darf höchstens ${COVERAGE_LIMITS.note} Zeichen lang sein.` : null}
    >
      {people}
      <ChoiceField
        id="coverage-format"
        label="Format"
        value={format}
        choices={labelled(COVERAGE_FORMATS, COVERAGE_FORMAT_LABELS)}
        onChange={setFormat}
      />
      <ChoiceField
        id="coverage-status"
        label="Status"
        value={status}
        choices={labelled(COVERAGE_STATUSES, COVERAGE_STATUS_LABELS)}
        onChange={setStatus}
      />
      <TextField className="form-field" value={note} onChange={setNote}>
        <Label>Notiz (freiwillig)</Label>
        <TextArea rows={3} />
      </TextField>
      {coverage && (
        <Button variant="quiet" className="coverage-dialog__remove" onClick={remove}>
          Berichterstattung entfernen
        </Button>
      )}
    </FormDialog>
  )
}
