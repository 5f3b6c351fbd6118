// The fields of a submission (issue 17), one section per step of the form at /submit, each in its
// own file under form/. Controlled: value, onChange and the refusals by field path
// (draftErrors/stepErrors). The planning desk's edit form shows the same fields:
// <SubmissionFields value onChange errors /> without `section` shows them all.
import type { ReactNode } from 'react'
import type { SubmissionStepId } from './submission-draft'
import { ContactFields } from './form/contact-fields'
import { ExtraFields } from './form/extra-fields'
import type { FieldsProps } from './form/field-parts'
import { ModeFields } from './form/mode-fields'
import { WhenFields } from './form/when-fields'
import { WhereFields } from './form/where-fields'
import '@/components/ui/form-field.css'
import './submission.css'

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
