import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyDraft } from './submission-draft'

async function freshKeeper(onStateChange?: (state: 'waiting' | 'saved') => void) {
  vi.resetModules()
  const { createDraftKeeper } = await import('./draft-keeper')
  const { localData } = await import('@/offline/local-data')
  return { keeper: createDraftKeeper('submit', { delayMs: 400, onStateChange }), localData }
}

beforeEach(() => {
  indexedDB.deleteDatabase('agenda')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the submission draft keeper', () => {
  it('keeps the draft once typing pauses, and restores it with its step', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onStateChange = vi.fn()
    const { keeper, localData } = await freshKeeper(onStateChange)
    keeper.save({ ...emptyDraft(), title: 'Les' }, 1)
    keeper.save({ ...emptyDraft(), title: 'Lesung' }, 1)
    expect(await localData.submissionDrafts.get('submit')).toBeUndefined()
    expect(onStateChange).toHaveBeenLastCalledWith('waiting')
    await vi.advanceTimersByTimeAsync(400)
    await vi.waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith('saved'))
    const restored = await keeper.restore()
    expect(restored?.draft.title).toBe('Lesung')
    expect(restored?.step).toBe(1)
  })

  it('writes at once on a step change and fills fields an older draft lacks', async () => {
    const { keeper, localData } = await freshKeeper()
    await localData.submissionDrafts.put('submit', {
      draft: { title: 'Alt', city: 'Leipzig' },
      step: 99,
      savedAt: 0,
    })
    const restored = await keeper.restore()
    expect(restored?.draft).toEqual({ ...emptyDraft(), title: 'Alt', city: 'Leipzig' })
    expect(restored?.step).toBe(4)
    keeper.save({ ...emptyDraft(), title: 'Neu' }, 2)
    await keeper.flush()
    expect((await localData.submissionDrafts.get('submit'))?.draft.title).toBe('Neu')
  })

  it('clears the draft after sending, even with a save still waiting', async () => {
    const { keeper } = await freshKeeper()
    keeper.save({ ...emptyDraft(), title: 'Fest' }, 0)
    await keeper.flush()
    keeper.save({ ...emptyDraft(), title: 'Festival' }, 0)
    await keeper.clear()
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(await keeper.restore()).toBeNull()
  })

  it('is forgotten with the rest of the user data', async () => {
    const { keeper, localData } = await freshKeeper()
    keeper.save({ ...emptyDraft(), title: 'Privat' }, 0)
    await keeper.flush()
    await localData.clearUserData()
    expect(await keeper.restore()).toBeNull()
  })
})
