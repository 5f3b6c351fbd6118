// Step „Art der Veranstaltung“: online, on site or hybrid; it decides what „Ort und Zugang“
// asks for.
import type { AttendanceMode } from '../submission-draft'
import { fieldId, Group, type FieldsProps } from './field-parts'

const MODES: { mode: AttendanceMode; label: string; hint: string }[] = [
  { mode: 'OnlineEventAttendanceMode', label: 'Online', hint: 'im Netz, mit Zugangslink' },
  { mode: 'OfflineEventAttendanceMode', label: 'Vor Ort', hint: 'an einem Ort, ohne Übertragung' },
  { mode: 'MixedEventAttendanceMode', label: 'Hybrid', hint: 'vor Ort und im Netz' },
]

export function ModeFields(props: FieldsProps) {
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
