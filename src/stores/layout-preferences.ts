// How the classic layout is arranged on this device (docs/product.md#layouts): the saved-searches
// column and the filter rail folded away, and which filter groups are open. Read once at start so
// the first screen has the last visit's arrangement; every change is written through to the device.
import { atom, getDefaultStore } from 'jotai'
import { localData, type StoredLayout } from '@/offline/local-data'

const DEFAULT_LAYOUT: StoredLayout = {
  savedSearchesCollapsed: false,
  filterRailCollapsed: false,
  openFilterGroups: [],
}

const storedLayoutAtom = atom<StoredLayout>(DEFAULT_LAYOUT)

/** The arrangement; writing a part of it stores the whole on the device. */
export const layoutPreferencesAtom = atom(
  (get) => get(storedLayoutAtom),
  (get, set, change: Partial<StoredLayout>) => {
    const next = { ...get(storedLayoutAtom), ...change }
    set(storedLayoutAtom, next)
    localData.setLayout(next).catch((error: unknown) => {
      console.error('Error saving the layout', error)
    })
  },
)

/** Loads the stored arrangement once at start; a device without one keeps the default. */
export async function loadLayoutPreferences(store = getDefaultStore()): Promise<void> {
  const stored = await localData.getLayout().catch((error: unknown) => {
    console.error('Error reading the layout', error)
    return undefined
  })
  if (stored) store.set(storedLayoutAtom, { ...DEFAULT_LAYOUT, ...stored })
}
