// The collaboration state (docs/product.md#folders): whether the sidebar is open, its
// active folder, and the collaboration modal with its mode and the entries it was opened for.
// Its rules live here, so every way in (header, bulk bar, detail) keeps them.
import { atom } from 'jotai'

export type CollaborationModalMode = 'select' | 'create'

export interface CollaborationState {
  sidebarOpen: boolean
  /** The folder whose items the sidebar shows; null lists all folders. */
  activeFolderId: string | null
  modalOpen: boolean
  modalMode: CollaborationModalMode
  /** The event ids the modal adds to a folder. */
  selectedItems: string[]
}

const initialState: CollaborationState = {
  sidebarOpen: false,
  activeFolderId: null,
  modalOpen: false,
  modalMode: 'select',
  selectedItems: [],
}

export const collaborationStateAtom = atom<CollaborationState>(initialState)

type Change = (state: CollaborationState) => CollaborationState

const change = (update: Change) =>
  atom(null, (get, set) => set(collaborationStateAtom, update(get(collaborationStateAtom))))

/** Opens the sidebar, on a folder when given one. */
export const openSidebarAtom = atom(null, (get, set, folderId: string | null = null) =>
  set(collaborationStateAtom, {
    ...get(collaborationStateAtom),
    sidebarOpen: true,
    activeFolderId: folderId,
  }),
)

/** Closing the sidebar clears the active folder. */
export const closeSidebarAtom = change((state) => ({
  ...state,
  sidebarOpen: false,
  activeFolderId: null,
}))

export const showFolderAtom = atom(null, (get, set, folderId: string | null) =>
  set(collaborationStateAtom, { ...get(collaborationStateAtom), activeFolderId: folderId }),
)

/** Opening the modal sets the entries it is for, one or several; it starts in 'select'. */
export const openCollaborationModalAtom = atom(null, (get, set, eventIds: readonly string[]) =>
  set(collaborationStateAtom, {
    ...get(collaborationStateAtom),
    modalOpen: true,
    modalMode: 'select',
    selectedItems: [...new Set(eventIds)],
  }),
)

export const setModalModeAtom = atom(null, (get, set, mode: CollaborationModalMode) =>
  set(collaborationStateAtom, { ...get(collaborationStateAtom), modalMode: mode }),
)

/** Closing the modal resets its mode to 'select' and forgets its entries. */
export const closeCollaborationModalAtom = change((state) => ({
  ...state,
  modalOpen: false,
  modalMode: 'select',
  selectedItems: [],
}))
