// Step „Ort und Zugang“: the place for an event on site, the access link for one online, both for
// a hybrid one.
import { FEDERAL_STATE_LABELS, FEDERAL_STATES } from '@domain/labels/federal-states'
import { SelectInput, TextInput } from './field-inputs'
import { Group, type FieldsProps } from './field-parts'

const STATE_OPTIONS = FEDERAL_STATES.map((code) => [code, FEDERAL_STATE_LABELS[code]] as const)

export function WhereFields(props: FieldsProps) {
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
