// Step „Termin“: title, description and the days and times in Berlin time.
import { TextInput } from './field-inputs'
import { Group, type FieldsProps } from './field-parts'

export function WhenFields(props: FieldsProps) {
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
