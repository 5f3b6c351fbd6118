import 'fake-indexeddb/auto'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { authStateAtom } from '@/lib/auth/auth-atoms'
import type { Profile } from '@/lib/auth/profile'
import {
  chooseDefaultViewAtom,
  defaultViewAtom,
  dismissZenPromptAtom,
  forgetZenPreference,
  effectiveZenPreferenceAtom,
  isZenPreferredAtom,
  isZenPromptDismissedAtom,
  loadZenPreference,
  preferredViewModeIsZenAtom,
} from './zen-preference'

function storeWith(isZenMode: boolean | undefined, local?: 'true' | 'false') {
  const store = createStore()
  const profile = { sub: 'u1', exp: 2_000_000_000, isZenMode } as Profile
  store.set(authStateAtom, { status: 'authenticated', ticket: 't', profile })
  store.set(preferredViewModeIsZenAtom, local)
  return store
}

describe('effective zen preference', () => {
  it("follows the profile's isZenMode when nothing is stored on the device", () => {
    expect(storeWith(true).get(isZenPreferredAtom)).toBe(true)
    expect(storeWith(false).get(isZenPreferredAtom)).toBe(false)
  })

  it('prefers the value stored on the device over the profile', () => {
    expect(storeWith(true, 'false').get(isZenPreferredAtom)).toBe(false)
    expect(storeWith(false, 'true').get(isZenPreferredAtom)).toBe(true)
  })

  it('is undefined while neither the device nor the profile says anything', () => {
    expect(storeWith(undefined).get(effectiveZenPreferenceAtom)).toBeUndefined()
    expect(storeWith(undefined).get(isZenPreferredAtom)).toBe(false)
  })

  it('is undefined for a visitor who is not signed in', () => {
    expect(createStore().get(effectiveZenPreferenceAtom)).toBeUndefined()
  })
})

describe('the closed zen prompt', () => {
  it('counts as closed when the ticket says it was closed on another device', () => {
    const store = createStore()
    const profile = { sub: 'u1', exp: 2_000_000_000, zenPromptDismissed: true } as Profile
    store.set(authStateAtom, { status: 'authenticated', ticket: 't', profile })
    expect(store.get(isZenPromptDismissedAtom)).toBe(true)
  })

  it('is remembered on the device and read back at the next start', async () => {
    const store = storeWith(undefined)
    expect(store.get(isZenPromptDismissedAtom)).toBe(false)
    await store.set(dismissZenPromptAtom)
    const nextVisit = storeWith(undefined)
    await loadZenPreference(nextVisit)
    expect(nextVisit.get(isZenPromptDismissedAtom)).toBe(true)
  })
})

describe('the default view', () => {
  const signedInWith = (defaultView?: Profile['defaultView']) => {
    const store = createStore()
    const profile = { sub: 'u1', exp: 2_000_000_000, defaultView } as Profile
    store.set(authStateAtom, { status: 'authenticated', ticket: 't', profile })
    return store
  }

  it("is the account's choice, else Standard", () => {
    expect(signedInWith('monthly').get(defaultViewAtom)).toBe('monthly')
    expect(signedInWith().get(defaultViewAtom)).toBe('standard')
    expect(createStore().get(defaultViewAtom)).toBe('standard')
  })

  it("chosen here, wins over the account's, is read back at the next start and forgotten", async () => {
    const store = signedInWith('monthly')
    await store.set(chooseDefaultViewAtom, 'list')
    expect(store.get(defaultViewAtom)).toBe('list')
    const nextVisit = signedInWith('monthly')
    await loadZenPreference(nextVisit)
    expect(nextVisit.get(defaultViewAtom)).toBe('list')
    forgetZenPreference(nextVisit)
    expect(nextVisit.get(defaultViewAtom)).toBe('monthly')
  })
})
