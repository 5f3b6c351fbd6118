import { describe, expect, it } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { emptyDraft, stepErrors, type SubmissionDraft } from './submission-draft'
import { fieldId } from './form/field-parts'
import { SubmissionFields } from './submission-fields'

const { container, render } = rootPerTest()

/** The step „Termin“ as the form shows it after „Weiter“ found its refusals. */
function renderWhenStep(changes: Partial<SubmissionDraft>) {
  const draft = { ...emptyDraft(), title: 'Tag der offenen Tür', ...changes }
  const errors = stepErrors(draft, 'when')
  render(<SubmissionFields section="when" value={draft} onChange={() => {}} errors={errors} />)
}

/** The field's input, whether it is marked invalid, and the text of what describes it. */
function fieldState(path: string) {
  const input = container.querySelector(`#${fieldId(path)}`)
  const describedBy = input?.getAttribute('aria-describedby')?.split(' ') ?? []
  return {
    invalid: input?.getAttribute('aria-invalid') === 'true',
    description: describedBy
      .map((id) => container.querySelector(`#${id}`)?.textContent)
      .join(' ')
      .trim(),
  }
}

describe('the step „Termin“', () => {
  it('marks the last day when whole days end before they start', () => {
    renderWhenStep({ isWholeDay: true, startDay: '2026-12-20', endDay: '2026-12-19' })
    expect(fieldState('when/endDay')).toEqual({
      invalid: true,
      description:
        'Leer lassen, wenn der Termin an einem Tag ist. Der letzte Tag liegt vor dem ersten Tag.',
    })
    expect(fieldState('when/startDay').invalid).toBe(false)
  })

  it('marks the Ende when it is not after the Beginn of the same day', () => {
    renderWhenStep({ startDay: '2026-12-20', startTime: '10:00', endTime: '09:00' })
    expect(fieldState('when/endTime')).toEqual({
      invalid: true,
      description: 'Das Ende muss nach dem Beginn liegen.',
    })
    expect(fieldState('when/startTime').invalid).toBe(false)
  })
})
