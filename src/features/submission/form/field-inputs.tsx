// The form's text and select inputs: labelled, marked „(freiwillig)“ unless required, with the
// hint and the refusal as their description.
import type { SubmissionDraft } from '../submission-draft'
import { FieldError, fieldId, type FieldsProps } from './field-parts'

type TextKey = {
  [Key in keyof SubmissionDraft]-?: SubmissionDraft[Key] extends string ? Key : never
}[keyof SubmissionDraft]

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

export function TextInput({
  value,
  onChange,
  errors,
  name,
  path,
  label,
  hint,
  ...input
}: TextFieldProps) {
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

export function SelectInput({
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
