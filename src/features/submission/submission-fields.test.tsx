import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emptyDraft, stepErrors, type SubmissionDraft } from './submission-draft'
import { SubmissionFields, fieldId } from './submission-fields'

// React's act() needs to know it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  root = createRoot(container)
})
afterEach(() => act(() => root.unmount()))

/** The step „Termin“ as the form shows it after „Weiter“ found its refusals. */
function renderWhenStep(changes: Partial<SubmissionDraft>) {
  const draft = { ...emptyDraft(), title: 'Tag der offenen Tür', ...changes }
  const errors = stepErrors(draft, 'when')
  act(() =>
    root.render(
      <SubmissionFields section="when" value={draft} onChange={() => {}} errors={errors} />,
    ),
  )
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
