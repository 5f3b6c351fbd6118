import { useEffect } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { queryTestRoot } from '@/lib/query/testing/query-test-root'
import { useChangePresentation } from './use-change-presentation'

// What the device holds when the new family's path shows: a reload then must keep the choice.
const stored: { isZen?: boolean } = {}
const storeZenChoice = vi.fn(async (isZen: boolean) => {
  await new Promise((resolve) => setTimeout(resolve, 20))
  stored.isZen = isZen
})
vi.mock('@/stores/zen-preference', async (original) => ({
  ...(await original<typeof import('@/stores/zen-preference')>()),
  storeZenChoice: (isZen: boolean) => storeZenChoice(isZen),
}))
// The filters' reset writes to IndexedDB, which this environment lacks; not what is tested here.
vi.mock('@/stores/feed-filters', async () => {
  const { atom } = await import('jotai')
  return { resetFiltersForPresentationAtom: atom(null, () => undefined) }
})
const saveZenModeOnServer = vi.fn(async () => undefined)
vi.mock('./api/profile-writes', () => ({ saveZenModeOnServer: () => saveZenModeOnServer() }))

const seen: { path: string; storedThen: boolean | undefined }[] = []
const probe: { change?: ReturnType<typeof useChangePresentation> } = {}

function Probe() {
  const change = useChangePresentation()
  useEffect(() => {
    probe.change = change
  }, [change])
  const { pathname } = useLocation()
  seen.push({ path: pathname, storedThen: stored.isZen })
  return null
}

let test: ReturnType<typeof queryTestRoot> | undefined
afterEach(async () => {
  await test?.unmount()
  vi.clearAllMocks()
})

it('stores the choice on the device before the new family’s view shows', async () => {
  test = queryTestRoot()
  await test.render(
    <MemoryRouter initialEntries={['/events/list']}>
      <Probe />
    </MemoryRouter>,
  )
  await test.act(() => probe.change?.(true))
  const zenViews = seen.filter(({ path }) => path.startsWith('/zen'))
  expect(zenViews.length).toBeGreaterThan(0)
  expect(zenViews.every(({ storedThen }) => storedThen === true)).toBe(true)
})

it('shows the choice even where the device cannot store it, and then tells no server', async () => {
  storeZenChoice.mockRejectedValueOnce(new Error('IndexedDB blocked'))
  test = queryTestRoot()
  await test.render(
    <MemoryRouter initialEntries={['/events/list']}>
      <Probe />
    </MemoryRouter>,
  )
  await test.act(async () => {
    await expect(probe.change?.(true)).rejects.toThrow('IndexedDB blocked')
  })
  expect(seen.at(-1)?.path).toMatch(/^\/zen/)
  expect(saveZenModeOnServer).not.toHaveBeenCalled()
})
