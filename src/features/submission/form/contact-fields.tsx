// Step „Veranstalter und Kontakt“: the organiser, the public contact the agenda shows, and the
// desk's contact for questions, which stays with the desk.
import { TextInput } from './field-inputs'
import { Group, type FieldsProps } from './field-parts'

export function ContactFields(props: FieldsProps) {
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
