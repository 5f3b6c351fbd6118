// The fields of a submission (issue 17), one section per step of the form at /submit. Controlled:
// value, onChange and the refusals by field path (draftErrors/stepErrors). The planning desk's
// edit form shows the same fields: <SubmissionFields value onChange errors /> without `section`
// shows them all.
import type { ReactNode } from 'react'
import type { SubmissionFieldErrors } from '@domain/event-submission'
import { FEDERAL_STATE_LABELS, FEDERAL_STATES } from '@domain/labels/federal-states'
import { REGIONAL_SERVICE_LABELS, REGIONAL_SERVICES } from '@domain/labels/regional-services'
import { RESSORT_LABELS, RESSORTS } from '@domain/labels/ressorts'
import { Button } from '@/components/ui/button'
import type { AttendanceMode, SubmissionDraft, SubmissionStepId } from './submission-draft'
import { ImageField } from './submission-image'
import '@/components/ui/form-field.css'
import './submission.css'

/** The element id of a field path, for labels, the summary's links and focus. */
export const fieldId = (path: string) => `submission-${path.replaceAll('/', '-')}`

interface FieldsProps {
  value: SubmissionDraft
  onChange: (value: SubmissionDraft) => void
  errors: SubmissionFieldErrors
}

type TextKey = {
  [Key in keyof SubmissionDraft]-?: SubmissionDraft[Key] extends string ? Key : never
}[keyof SubmissionDraft]

function FieldError({ path, errors }: { path: string; errors: SubmissionFieldErrors }) {
  const message = errors[path]
  if (!message) return null
  return (
    <p className="submission-field__error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  )
}

interface TextFieldProps extends FieldsProps {
  name: TextKey
  path: string
  label: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'time'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
}

function TextInput({ value, onChange, errors, name, path, label, hint, ...input }: TextFieldProps) {
  const id = fieldId(path)
  const invalid = errors[path] !== undefined
  const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ')
  const common = {
    id,
    value: value[name],
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': input.required || undefined,
  }
  return (
    <div className={`form-field submission-field${invalid ? ' submission-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {input.required ? '' : ' (freiwillig)'}
      </label>
      {hint && (
        <span className="submission-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {input.multiline ? (
        <textarea
          {...common}
          rows={5}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      ) : (
        <input
          {...common}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      )}
      <FieldError path={path} errors={errors} />
    </div>
  )
}

interface SelectProps extends FieldsProps {
  name: 'federalState' | 'ressort' | 'regionalService'
  path: string
  label: string
  options: readonly (readonly [string, string])[]
  required?: boolean
}

function SelectInput({
  value,
  onChange,
  errors,
  name,
  path,
  label,
  options,
  required,
}: SelectProps) {
  const id = fieldId(path)
  const invalid = errors[path] !== undefined
  return (
    <div className={`form-field submission-field${invalid ? ' submission-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (freiwillig)'}
      </label>
      <select
        id={id}
        value={value[name]}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      >
        <option value="">Bitte wählen</option>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      <FieldError path={path} errors={errors} />
    </div>
  )
}

const MODES: { mode: AttendanceMode; label: string; hint: string }[] = [
  { mode: 'OnlineEventAttendanceMode', label: 'Online', hint: 'im Netz, mit Zugangslink' },
  { mode: 'OfflineEventAttendanceMode', label: 'Vor Ort', hint: 'an einem Ort, ohne Übertragung' },
  { mode: 'MixedEventAttendanceMode', label: 'Hybrid', hint: 'vor Ort und im Netz' },
]

function Group({
  legend,
  children,
  path,
  errors,
}: {
  legend: string
  children: ReactNode
  path?: string
  errors: SubmissionFieldErrors
}) {
  return (
    <fieldset className="submission-group" id={path ? fieldId(path) : undefined}>
      <legend>{legend}</legend>
      {path && <FieldError path={path} errors={errors} />}
      {children}
    </fieldset>
  )
}

function ModeFields(props: FieldsProps) {
  const { value, onChange, errors } = props
  return (
    <Group legend="Art der Veranstaltung" path="attendanceMode" errors={errors}>
      <div className="submission-modes" role="radiogroup" aria-label="Art der Veranstaltung">
        {MODES.map(({ mode, label, hint }) => (
          <label key={mode} className="submission-mode" htmlFor={fieldId(mode)}>
            <input
              id={fieldId(mode)}
              type="radio"
              name="attendanceMode"
              value={mode}
              checked={value.attendanceMode === mode}
              onChange={() => onChange({ ...value, attendanceMode: mode })}
            />
            <strong>{label}</strong>
            <span className="submission-field__hint">{hint}</span>
          </label>
        ))}
      </div>
    </Group>
  )
}

function WhenFields(props: FieldsProps) {
  const { value, onChange } = props
  return (
    <>
      <TextInput {...props} name="title" path="title" label="Titel" required />
      <TextInput
        {...props}
        name="description"
        path="description"
        label="Beschreibung"
        multiline
        required
      />
      <Group legend="Wann (Berliner Zeit)" errors={props.errors}>
        <label className="submission-check">
          <input
            type="checkbox"
            checked={value.isWholeDay}
            onChange={(event) => onChange({ ...value, isWholeDay: event.target.checked })}
          />{' '}
          ganztägig
        </label>
        <div className="submission-row">
          <TextInput
            {...props}
            name="startDay"
            path="when/startDay"
            label="Erster Tag"
            type="date"
            required
          />
          {!value.isWholeDay && (
            <TextInput
              {...props}
              name="startTime"
              path="when/startTime"
              label="Beginn"
              type="time"
              required
            />
          )}
        </div>
        <div className="submission-row">
          <TextInput
            {...props}
            name="endDay"
            path="when/endDay"
            label="Letzter Tag"
            hint="Leer lassen, wenn der Termin an einem Tag ist."
            type="date"
          />
          {!value.isWholeDay && (
            <TextInput
              {...props}
              name="endTime"
              path="when/endTime"
              label="Ende"
              type="time"
              required
            />
          )}
        </div>
      </Group>
    </>
  )
}

const STATE_OPTIONS = FEDERAL_STATES.map((code) => [code, FEDERAL_STATE_LABELS[code]] as const)
const RESSORT_OPTIONS = RESSORTS.map((code) => [code, RESSORT_LABELS[code]] as const)
const SERVICE_OPTIONS = REGIONAL_SERVICES.map(
  (code) => [code, REGIONAL_SERVICE_LABELS[code]] as const,
)

function WhereFields(props: FieldsProps) {
  const mode = props.value.attendanceMode
  const onSite = mode === 'OfflineEventAttendanceMode' || mode === 'MixedEventAttendanceMode'
  const online = mode === 'OnlineEventAttendanceMode' || mode === 'MixedEventAttendanceMode'
  return (
    <>
      {mode === '' && <p>Bitte wählen Sie zuerst die Art der Veranstaltung.</p>}
      {onSite && (
        <Group legend="Ort" path="place" errors={props.errors}>
          <TextInput
            {...props}
            name="venue"
            path="place/venue"
            label="Veranstaltungsort"
            required
          />
          <TextInput
            {...props}
            name="street"
            path="place/street"
            label="Straße und Hausnummer"
            required
            autoComplete="street-address"
          />
          <div className="submission-row">
            <TextInput
              {...props}
              name="postalCode"
              path="place/postalCode"
              label="PLZ"
              required
              autoComplete="postal-code"
            />
            <TextInput
              {...props}
              name="city"
              path="place/city"
              label="Stadt"
              required
              autoComplete="address-level2"
            />
          </div>
          <SelectInput
            {...props}
            name="federalState"
            path="place/federalState"
            label="Bundesland"
            options={STATE_OPTIONS}
            required
          />
          <TextInput {...props} name="mapLink" path="place/mapLink" label="Kartenlink" type="url" />
        </Group>
      )}
      {online && (
        <TextInput
          {...props}
          name="accessLink"
          path="accessLink"
          label="Zugangslink"
          hint="Wo man online teilnimmt, mit https://"
          type="url"
          required
        />
      )}
    </>
  )
}

function ContactFields(props: FieldsProps) {
  return (
    <>
      <TextInput
        {...props}
        name="organiser"
        path="organiser"
        label="Veranstalter"
        required
        autoComplete="organization"
      />
      <Group
        legend="Öffentlicher Kontakt (steht in der Agenda)"
        path="publicContact"
        errors={props.errors}
      >
        <TextInput {...props} name="publicName" path="publicContact/name" label="Name" />
        <TextInput
          {...props}
          name="publicEmail"
          path="publicContact/email"
          label="E-Mail"
          type="email"
        />
        <TextInput
          {...props}
          name="publicPhone"
          path="publicContact/phone"
          label="Telefon"
          type="tel"
        />
      </Group>
      <Group
        legend="Kontakt für Rückfragen der Redaktion (nicht öffentlich)"
        path="deskContact"
        errors={props.errors}
      >
        <TextInput
          {...props}
          name="deskName"
          path="deskContact/name"
          label="Name"
          required
          autoComplete="name"
        />
        <TextInput
          {...props}
          name="deskEmail"
          path="deskContact/email"
          label="E-Mail"
          type="email"
          required
          autoComplete="email"
        />
        <TextInput
          {...props}
          name="deskPhone"
          path="deskContact/phone"
          label="Telefon"
          type="tel"
          required
          autoComplete="tel"
        />
      </Group>
    </>
  )
}

function ExtraFields(props: FieldsProps) {
  const { value, onChange, errors } = props
  const setLink = (index: number, part: 'label' | 'url', text: string) =>
    onChange({
      ...value,
      links: value.links.map((link, at) => (at === index ? { ...link, [part]: text } : link)),
    })
  return (
    <>
      <SelectInput
        {...props}
        name="ressort"
        path="ressort"
        label="Vorgeschlagenes Ressort"
        options={RESSORT_OPTIONS}
      />
      <SelectInput
        {...props}
        name="regionalService"
        path="regionalService"
        label="Vorgeschlagener Landesdienst"
        options={SERVICE_OPTIONS}
      />
      <Group legend="Links (freiwillig)" path="links" errors={errors}>
        {value.links.map((link, index) => {
          const labelId = fieldId(`links/${index}/label`)
          const urlId = fieldId(`links/${index}/url`)
          return (
            <div className="submission-row submission-link" key={index}>
              <div className="form-field submission-field">
                <label htmlFor={labelId}>Beschriftung {index + 1}</label>
                <input
                  id={labelId}
                  value={link.label}
                  onChange={(event) => setLink(index, 'label', event.target.value)}
                />
                <FieldError path={`links/${index}/label`} errors={errors} />
              </div>
              <div className="form-field submission-field">
                <label htmlFor={urlId}>Adresse {index + 1}</label>
                <input
                  id={urlId}
                  type="url"
                  value={link.url}
                  aria-invalid={errors[`links/${index}/url`] ? true : undefined}
                  aria-describedby={errors[`links/${index}/url`] ? `${urlId}-error` : undefined}
                  onChange={(event) => setLink(index, 'url', event.target.value)}
                />
                <FieldError path={`links/${index}/url`} errors={errors} />
              </div>
              <Button
                variant="quiet"
                onClick={() =>
                  onChange({ ...value, links: value.links.filter((_, at) => at !== index) })
                }
              >
                Link {index + 1} entfernen
              </Button>
            </div>
          )
        })}
        {value.links.length < 10 && (
          <Button
            variant="secondary"
            onClick={() => onChange({ ...value, links: [...value.links, { label: '', url: '' }] })}
          >
            Link hinzufügen
          </Button>
        )}
      </Group>
      <ImageField
        inputId={fieldId('image')}
        image={value.image}
        error={errors['image'] ?? errors['image/caption'] ?? errors['image/id']}
        onChange={(image) => onChange({ ...value, image })}
      />
    </>
  )
}

const SECTIONS: Record<SubmissionStepId, (props: FieldsProps) => ReactNode> = {
  mode: ModeFields,
  when: WhenFields,
  where: WhereFields,
  contact: ContactFields,
  extra: ExtraFields,
}

/** The fields of one step, or of all steps when `section` is left out (the desk's edit form). */
export function SubmissionFields({
  section,
  ...props
}: FieldsProps & { section?: SubmissionStepId }) {
  if (section) {
    const Section = SECTIONS[section]
    return <Section {...props} />
  }
  return (
    <>
      {Object.entries(SECTIONS).map(([id, Section]) => (
        <Section key={id} {...props} />
      ))}
    </>
  )
}
