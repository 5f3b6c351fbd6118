import 'fake-indexeddb/auto'
import { createStore, Provider } from 'jotai'
import { act } from 'react'
import { expect, it } from 'vitest'
import { localData } from '@/offline/local-data'
import { searchTextAtom } from '@/stores/feed-filters'
import { rootPerTest } from '@/testing/test-root'
import { SearchField } from './search-field'

const { container, render } = rootPerTest()

/** The field over a store whose committed search is `text`. */
function renderField(text: string) {
  const store = createStore()
  store.set(searchTextAtom, text)
  render(
    <Provider store={store}>
      <SearchField />
    </Provider>,
  )
}

/** What a screen reader reads of a node: its text, without what is hidden from it. */
function accessibleText(node: Node): string {
  if (node instanceof Element && node.closest('[aria-hidden="true"]')) return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(accessibleText).join('')
}

// Issue 36: each chip of the search summary was read as its label and then, from its hidden part,
// „: Einträge mit …“ (Chrome: „Bundestag : Einträge …“), a stray colon opening the hidden text.
it('reads each chip of the search summary as one sentence, without a stray colon', () => {
  renderField('Bundestag -Sport "Erste Lesung"')
  const summary = container.querySelector('[aria-label="So wurde die Suche verstanden"]')
  const chips = [...(summary?.querySelectorAll('li') ?? [])].map((chip) =>
    accessibleText(chip).trim(),
  )
  expect(chips).toEqual([
    'Einträge mit „Bundestag“',
    'Einträge mit Sport werden ausgeblendet',
    'Genau die Wortfolge „Erste Lesung“',
  ])
})

// Issue 35: a commit landing while a reload was already under way left the reload reopening the
// older search's address, which won over the search just committed.
it('tells the next start the address a search was committed at', () => {
  history.replaceState(null, '', '/app/events/standard?q=Bundestag')
  renderField('Hafenfest')
  act(() => container.querySelector('form')?.requestSubmit())
  expect(localData.staleAddress.take()).toBe('/app/events/standard?q=Bundestag')
})
