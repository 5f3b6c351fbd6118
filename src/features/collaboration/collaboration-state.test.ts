import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  closeCollaborationModalAtom,
  closeSidebarAtom,
  collaborationStateAtom,
  openCollaborationModalAtom,
  openSidebarAtom,
  setModalModeAtom,
  showFolderAtom,
} from './collaboration-state'

describe('collaboration state', () => {
  it('starts closed, with the modal in select mode', () => {
    expect(createStore().get(collaborationStateAtom)).toEqual({
      sidebarOpen: false,
      activeFolderId: null,
      modalOpen: false,
      modalMode: 'select',
      selectedItems: [],
    })
  })

  it('clears the active folder when the sidebar closes', () => {
    const store = createStore()
    store.set(openSidebarAtom)
    store.set(showFolderAtom, 'f1')
    expect(store.get(collaborationStateAtom)).toMatchObject({
      sidebarOpen: true,
      activeFolderId: 'f1',
    })
    store.set(closeSidebarAtom)
    expect(store.get(collaborationStateAtom)).toMatchObject({
      sidebarOpen: false,
      activeFolderId: null,
    })
  })

  it('opens the sidebar on a given folder', () => {
    const store = createStore()
    store.set(openSidebarAtom, 'f2')
    expect(store.get(collaborationStateAtom).activeFolderId).toBe('f2')
  })

  it('sets the selected entries on opening the modal, once each, in select mode', () => {
    const store = createStore()
    store.set(setModalModeAtom, 'create')
    store.set(openCollaborationModalAtom, ['e1', 'e2', 'e1'])
    expect(store.get(collaborationStateAtom)).toMatchObject({
      modalOpen: true,
      modalMode: 'select',
      selectedItems: ['e1', 'e2'],
    })
  })

  it('resets the mode to select when the modal closes', () => {
    const store = createStore()
    store.set(openCollaborationModalAtom, ['e1'])
    store.set(setModalModeAtom, 'create')
    store.set(closeCollaborationModalAtom)
    expect(store.get(collaborationStateAtom)).toMatchObject({
      modalOpen: false,
      modalMode: 'select',
      selectedItems: [],
    })
  })
})
