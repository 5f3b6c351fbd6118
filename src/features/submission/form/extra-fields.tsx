// Step „Einordnung und Links“: the suggested ressort and regional service, up to ten links, and a
// picture.
import { REGIONAL_SERVICE_LABELS, REGIONAL_SERVICES } from '@domain/labels/regional-services'
import { RESSORT_LABELS, RESSORTS } from '@domain/labels/ressorts'
import { Button } from '@/components/ui/button'
import { ImageField } from '../submission-image'
import { SelectInput } from './field-inputs'
import { FieldError, fieldId, Group, type FieldsProps } from './field-parts'

const RESSORT_OPTIONS = RESSORTS.map((code) => [code, RESSORT_LABELS[code]] as const)
const SERVICE_OPTIONS = REGIONAL_SERVICES.map(
  (code) => [code, REGIONAL_SERVICE_LABELS[code]] as const,
)

export function ExtraFields(props: FieldsProps) {
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
