import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { rootPerTest } from '@/testing/test-root'
import { FormDialog } from './form-dialog'

const view = rootPerTest()

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn()
  const onClose = vi.fn()
  view.render(
    <FormDialog
      title="Ordner umbenennen"
      description={<p>Alle Mitglieder sehen den neuen Namen.</p>}
      submitLabel="Umbenennen"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <label>
        Name <input name="name" />
      </label>
    </FormDialog>,
  )
  return { onSubmit, onClose }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
const field = () => document.querySelector<HTMLInputElement>('input[name="name"]')

describe('FormDialog', () => {
  it('is named by its title and holds the description above the fields', () => {
    renderDialog()
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Ordner umbenennen')
    const description = [...document.querySelectorAll('p')].find(
      (paragraph) => paragraph.textContent === 'Alle Mitglieder sehen den neuen Namen.',
    )
    expect(dialog()?.contains(description ?? null)).toBe(true)
    expect(field()?.form?.contains(description ?? null)).toBe(false)
  })

  it('sends its form from the confirm button, which Enter in a field presses too', () => {
    const { onSubmit } = renderDialog()
    // Enter submits a form through its submit button: the field and the button share the form.
    expect(button('Umbenennen')?.type).toBe('submit')
    expect(button('Umbenennen')?.form).toBe(field()?.form)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    act(() => field()?.form?.dispatchEvent(submit))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(submit.defaultPrevented).toBe(true)
  })

  it('closes on „Abbrechen“ without sending', () => {
    const { onSubmit, onClose } = renderDialog()
    act(() => button('Abbrechen')?.click())
    expect(onClose).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('closes on Escape', () => {
    const { onClose } = renderDialog()
    act(() => {
      field()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('offers another way out in place of „Abbrechen“', () => {
    renderDialog({ cancelLabel: 'Schließen' })
    expect(button('Schließen')).toBeDefined()
    expect(button('Abbrechen')).toBeUndefined()
  })

  it('announces an error above the buttons, and shows no empty line without one', () => {
    renderDialog()
    expect(document.querySelector('[role="alert"]')).toBeNull()
    renderDialog({ error: 'Der Name ist schon vergeben.' })
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Der Name ist schon vergeben.',
    )
  })

  it('cannot be sent twice while pending, nor before its fields are complete', () => {
    renderDialog({ pending: true })
    expect(button('Umbenennen')?.disabled).toBe(true)
    renderDialog({ canSubmit: false })
    expect(button('Umbenennen')?.disabled).toBe(true)
    renderDialog()
    expect(button('Umbenennen')?.disabled).toBe(false)
  })
})
