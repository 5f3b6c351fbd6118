import { afterEach, expect, it, vi } from 'vitest'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { PresentationSettings } from './presentation-settings'

// The change itself waits for an on-demand import and the outbox; here it never finishes.
const changePresentation = vi.fn(() => new Promise<void>(() => undefined))
vi.mock('@/features/presentation/use-change-presentation', () => ({
  useChangePresentation: () => changePresentation,
}))

let test: ReturnType<typeof queryTestRoot> | undefined
afterEach(async () => {
  await test?.unmount()
})

function radio(name: string): HTMLInputElement {
  const label = [...(test?.container.querySelectorAll('label') ?? [])].find((candidate) =>
    candidate.textContent?.includes(name),
  )
  const input = label?.querySelector('input')
  if (!input) throw new Error(`no radio „${name}“`)
  return input
}

it('shows the chosen presentation at once, while the change is still under way', async () => {
  test = queryTestRoot()
  await test.render(<PresentationSettings />)
  expect(radio('Klassische Darstellung').checked).toBe(true)

  await test.act(() => radio('Einfache Darstellung').click())

  expect(changePresentation).toHaveBeenCalledWith(true, '/settings')
  expect(radio('Einfache Darstellung').checked).toBe(true)
  expect(radio('Klassische Darstellung').checked).toBe(false)
})
