import 'fake-indexeddb/auto'
import { createStore, Provider } from 'jotai'
import { expect, it } from 'vitest'
import { searchTextAtom } from '@/stores/feed-filters'
import { rootPerTest } from '@/testing/test-root'
import { SearchField } from './search-field'

const { container, render } = rootPerTest()

/** What a screen reader reads of a node: its text, without what is hidden from it. */
function accessibleText(node: Node): string {
  if (node instanceof Element && node.closest('[aria-hidden="true"]')) return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return [...node.childNodes].map(accessibleText).join('')
}

// Issue 36: each chip of the search summary was read as its label and then, from its hidden part,
// „: Einträge mit …“ (Chrome: „Bundestag : Einträge …“), a stray colon opening the hidden text.
it('reads each chip of the search summary as one sentence, without a stray colon', () => {
  const store = createStore()
  store.set(searchTextAtom, 'Bundestag -Sport "Erste Lesung"')
  render(
    <Provider store={store}>
      <SearchField />
    </Provider>,
  )
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
