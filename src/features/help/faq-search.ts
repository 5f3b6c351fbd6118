// Finding questions on /help: every word typed must occur in the question or its answer, with
// case, accents and umlauts ignored („fur“ finds „für“, „strasse“ finds „Straße“).
import { Children, isValidElement, type ReactNode } from 'react'

/** The words of an answer, as a reader sees them. */
export function nodeText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(nodeText).join(' ')
  if (isValidElement<{ children?: ReactNode }>(node)) {
    return Children.toArray(node.props.children).map(nodeText).join(' ')
  }
  return ''
}

export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('de').replaceAll('ß', 'ss').normalize('NFD').replace(/\p{M}/gu, '')
}

/** Whether every word of the query is in the folded text; an empty query matches all. */
export function matchesQuery(foldedText: string, query: string): boolean {
  return foldForSearch(query)
    .split(/\s+/u)
    .every((word) => foldedText.includes(word))
}
